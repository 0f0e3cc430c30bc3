import { updateBannerTexts } from './update-banner-texts';
import './update-banner.css';

/**
 * Registers the service worker once the page has loaded (it never competes with the first paint), and offers
 * « Nouvelle version disponible — Recharger » when a new version waits (the open page keeps working until
 * then). The downloads kept here are synced by `useDeviceProfile` instead: their sync is the watching profile's,
 * which only the signed-in app knows (it runs before the user is known here, and a profile switch reloads nothing).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watchUpdates)
      .catch((error: unknown) => console.warn('service worker', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function watchUpdates(registration: ServiceWorkerRegistration): void {
  // A worker that waits when a page already has one is a new version; the very first one just takes over.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) showUpdateBanner(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

function showUpdateBanner(worker: ServiceWorker): void {
  if (document.querySelector('.sw-update')) return;
  const banner = document.createElement('div');
  banner.className = 'sw-update';
  banner.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = updateBannerTexts.newVersion;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn--primary btn--sm';
  reload.textContent = updateBannerTexts.reload;
  reload.addEventListener('click', () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'skip-waiting' });
  });
  banner.append(text, ' — ', reload);
  document.body.append(banner);
}
