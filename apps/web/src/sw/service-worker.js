/* global self, caches, VERSION, PRECACHE, PLAYER, pushMessage, openedLink, workerLocale, WORKER_TEXTS, WORKER_LOCALE_COOKIE */
/*
 * Kora's service worker, written by hand; the build prepends VERSION, PRECACHE and PLAYER, and pushMessage and
 * openedLink from push-message.js (src/sw/precache-plugin.ts). What it does:
 * - keeps the app shell (index, the entry's scripts and styles, the offline pages) so the app opens offline;
 * - pages: network first, the kept shell when there is no network;
 * - hashed /assets/: from the cache, else the network (kept: they never change);
 * - /offline-media/<id>/…: the person's downloads (Cache Storage 'kora-downloads', written by the page),
 *   refused once their expiry has passed;
 * - everything else (the API, signed media, posters) goes to the network untouched and is never kept;
 *   the API and media are routed past the worker altogether where the browser can (static routing).
 * - a push (Web Push, JSON { title, body, link, tag }) is shown as a notification, and open pages are told so
 *   (their bell asks for its count); tapping the notification opens its link in a Kora window, or a new one.
 * A new version installs beside the old one and waits: the open page offers to reload, then says
 * 'skip-waiting'; old caches go only when the new version takes over.
 */
const SHELL_CACHE = `kora-shell-${VERSION}`;
const ASSETS_CACHE = `kora-assets-${VERSION}`;
const DOWNLOADS_CACHE = 'kora-downloads';
const OFFLINE_MEDIA = '/offline-media/';

// Hashed assets come from the HTTP cache when the page already has them (no second download on a metered line);
// the rest is asked again of the server.
const fresh = (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' });
const keepPlayer = async () => (await caches.open(SHELL_CACHE)).addAll(PLAYER.map(fresh));

// The API and signed media never pass through this worker where the browser can route them past it
// (static routing, Chromium 123+): no worker to wake on their way, and what a page sends as it is being
// left (the beacon freeing its screen) still goes out; a worker asleep at that moment was seen to drop it.
const PAST_THE_WORKER = ['/api/*', '/media/*'];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function') {
    const routes = PAST_THE_WORKER.map((pathname) => ({ condition: { urlPattern: new URLPattern({ pathname }) }, source: 'network' }));
    event.waitUntil(event.addRoutes(routes).catch(() => undefined));
  }
  event.waitUntil(
    (async () => {
      await (await caches.open(SHELL_CACHE)).addAll(PRECACHE.map(fresh));
      // Someone with downloads must be able to play them offline after this update too.
      if (await caches.has(DOWNLOADS_CACHE)) await keepPlayer().catch(() => undefined);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if ((name.startsWith('kora-shell-') || name.startsWith('kora-assets-')) && name !== SHELL_CACHE && name !== ASSETS_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'skip-waiting') void self.skipWaiting();
  if (type === 'keep-player') event.waitUntil(keepPlayer());
});

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await (await caches.open(SHELL_CACHE)).match('/');
    if (shell) return shell;
    throw error;
  }
}

async function asset(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    void caches.open(ASSETS_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** The person's language: the device's choice (the cookie, where the worker may read it), else the browser's. */
async function personLocale() {
  const cookie = self.cookieStore ? await self.cookieStore.get(WORKER_LOCALE_COOKIE).catch(() => null) : null;
  return workerLocale(cookie && cookie.value, self.navigator.languages);
}

/** A refusal the player reads, in the person's language. */
async function refusal(key, status) {
  const locale = await personLocale();
  return new Response(WORKER_TEXTS[locale][key], { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': locale } });
}

async function offlineMedia(url) {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const id = url.pathname.slice(OFFLINE_MEDIA.length).split('/')[0];
  const meta = await cache.match(`${OFFLINE_MEDIA}${id}/meta.json`);
  if (!meta) return refusal('downloadMissing', 404);
  const { download } = await meta.json();
  if (!(Date.parse(download.expiresAt) > Date.now())) return refusal('downloadExpired', 403);
  return (await cache.match(url.pathname)) || refusal('fileMissing', 404);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(OFFLINE_MEDIA)) return event.respondWith(offlineMedia(url));
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/') || url.pathname === '/ws') return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) return event.respondWith(asset(request));
});

// What the page's bell listens for (features/notifications/use-push-arrivals.ts).
const PUSH_ARRIVED = { type: 'kora:notification' };
const ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.text() : null;
  } catch {
    payload = null;
  }
  event.waitUntil(
    (async () => {
      const locale = await personLocale();
      const { title, body, link, tag } = pushMessage(payload, locale);
      await self.registration.showNotification(title, { body, tag, data: { link }, icon: ICON, badge: ICON, lang: locale });
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(PUSH_ARRIVED);
    })(),
  );
});

/** The Kora window to bring forward: the one in front, else a visible one, else any. */
const windowToUse = (windows) => windows.find((c) => c.focused) || windows.find((c) => c.visibilityState === 'visible') || windows[0];

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(openedLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowToUse(windows.filter((c) => new URL(c.url).origin === self.location.origin));
      if (!open) return void (await self.clients.openWindow(url));
      // A page this worker does not control cannot be moved by it: a new window then.
      const moved = await open
        .focus()
        .then((focused) => (focused.url === url ? focused : focused.navigate(url)))
        .catch(() => null);
      if (!moved) await self.clients.openWindow(url);
    })(),
  );
});
