/**
 * The service worker (/sw.js, emitted by the production build: scripts/service-worker-plugin.ts) keeps the
 * app shell of /my-day and the day's last answers, so the technician's day opens after a reload with no
 * connection. It is registered only in the production build: under Vite's dev server there is no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  watchServiceWorkerControl(navigator.serviceWorker);
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, an old browser): everything works online as before.
    });
  });
}

/** The API cache the worker keeps for the day's screen (one signed-in user's answers). */
const API_CACHE = 'tw-api';

/** On sign-out: the worker's kept answers go with the device copies (the worker also drops them itself). */
export async function forgetOfflineAnswers(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: 'sign-out' });
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE).catch(() => false);
}

let controlGained = false;
const controlListeners = new Set<() => void>();

/**
 * Watches from boot, not from the screen that cares: a worker that takes control while a lazy screen is
 * still loading (a slow machine) would otherwise go unnoticed, and the day would never be kept.
 */
export function watchServiceWorkerControl(sw: Pick<ServiceWorkerContainer, 'addEventListener'>): void {
  sw.addEventListener('controllerchange', () => {
    controlGained = true;
    for (const listener of controlListeners) listener();
  });
}

/**
 * Calls `onControl` when a worker starts controlling this page, at once if it already did since the page
 * loaded (the first visit: the page's reads went past the worker before it was installed, so the day's
 * screen reads them again for it to keep).
 */
export function onServiceWorkerControl(onControl: () => void): () => void {
  if (controlGained) queueMicrotask(onControl);
  controlListeners.add(onControl);
  return () => controlListeners.delete(onControl);
}
