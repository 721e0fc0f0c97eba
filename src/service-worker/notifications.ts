/*
 * The reminders the server pushes (the evening streak reminder), and the page a notification
 * opens when it is clicked.
 */

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export async function showPush(
  registration: ServiceWorkerRegistration,
  data: PushMessageData | null,
): Promise<void> {
  let message: PushMessage = { title: 'CodeNest', body: '', url: '/', tag: 'codenest' };
  try {
    message = { ...message, ...(data?.json() as Partial<PushMessage>) };
  } catch {
    // A message that is not JSON still shows, with the site's name.
  }
  await registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/icons/icon-192.png',
    data: { url: message.url },
  });
}

export async function openNotificationPage(
  clients: Clients,
  origin: string,
  data: unknown,
): Promise<void> {
  const url = (data as { url?: unknown } | null)?.url;
  // Only pages of this site open: a path, resolved against the worker's own origin ("//host"
  // would leave it).
  const resolved = new URL(typeof url === 'string' && url.startsWith('/') ? url : '/', origin);
  const target = resolved.origin === origin ? resolved.href : new URL('/', origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) await open.focus();
  else await clients.openWindow(target);
}
