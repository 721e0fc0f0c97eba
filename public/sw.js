// The site's service worker: shows the notifications the server pushes (the evening streak
// reminder), and opens the page a notification names when it is clicked.
self.addEventListener('push', (event) => {
  let message = { title: 'CodeNest', body: '', url: '/', tag: 'codenest' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A message that is not JSON still shows, with the site's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/';
  // Only pages of this site open: a path, resolved against the worker's own origin.
  const target = new URL(path.startsWith('/') ? path : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
