import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isApiPath } from '@domain/routes';
import { isPageToWorkerMessage } from '@domain/offline';
import {
  courseCacheName,
  forgetCourse,
  keepCourse,
  keptCourseFile,
  renewKeptCourse,
} from './course';
import { showPush, openNotificationPage } from './notifications';

/*
 * The site's service worker (built to /sw.js by scripts/web-build/service-worker.ts):
 * - the app shell (every page's code and styles, the fonts and index.html) is precached, so
 *   the site opens offline and a release is always served whole;
 * - a Pro learner's page asks it to keep the course's lessons too (course.ts);
 * - a new release waits until the learner chooses "Reload to update";
 * - it shows the reminders the server pushes.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the network; offline, the app shell renders them (the API's paths never).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isApiPath(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// The site's public configuration (where the API is, its public key): the last one read
// answers offline, so a signed-in learner stays signed in.
const CONFIG_CACHE = 'codenest-config';
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: CONFIG_CACHE }),
);
self.addEventListener('install', (event) => {
  // Read once as the worker installs: the page that installed it read its own copy before.
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/config.json'))
      .catch(() => undefined),
  );
});

// A kept lesson is read from the device; any other request goes its usual way.
registerRoute(
  ({ url }) => url.origin === self.location.origin && keptCourseFile(url.pathname),
  async ({ request }) =>
    (await caches.match(request, { cacheName: courseCacheName })) ?? fetch(request),
);

self.addEventListener('message', (event) => {
  if (!isPageToWorkerMessage(event.data)) return;
  const reply = (answer: unknown) => event.ports[0]?.postMessage(answer);
  switch (event.data.type) {
    case 'skip-waiting':
      void self.skipWaiting();
      return;
    case 'keep-course':
      event.waitUntil(keepCourse().then(reply));
      return;
    case 'forget-course':
      event.waitUntil(forgetCourse().then(reply));
      return;
  }
});

self.addEventListener('activate', (event) => {
  // A learner who kept the course keeps it across releases: this release's lessons replace
  // the last one's.
  event.waitUntil(renewKeptCourse());
});
// The first release takes the open pages at once (there is nothing older to mix with); a new
// one only after "Reload to update", which calls skipWaiting.
clientsClaim();

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationPage(self.clients, self.location.origin, event.notification.data),
  );
});
