import { useEffect, useState, useSyncExternalStore } from 'react';
import { Share, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { installOffer } from '@/lib/install-offer';

/**
 * While My Day is open the page names /my-day.webmanifest (start URL /my-day), so the app a technician
 * installs from here opens on the day; the rest of the app names /manifest.webmanifest (start URL /).
 */
export function useMyDayManifest(): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const before = link.getAttribute('href');
    link.setAttribute('href', '/my-day.webmanifest');
    return () => {
      if (before) link.setAttribute('href', before);
    };
  }, []);
}

/** "Not now" keeps the card away on this device for a month; the browser's menu still installs. */
const DISMISSED_KEY = 'tw-install-dismissed';
const QUIET_MS = 30 * 24 * 60 * 60 * 1000;

const installed = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad Safari: no install event; Add to Home Screen is in the Share menu (iPadOS says Mac). */
const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

function dismissedRecently(): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < QUIET_MS;
}

/**
 * My Day's install offer (issue 34 item 18): where the browser offers to install (Chrome, Edge, Android), an
 * Install button that opens its dialog; on an iPhone or iPad, how to add it from Safari's Share menu. Not
 * shown once installed (opened from the home screen) or for a month after "Not now".
 */
export function InstallAppCard() {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current);
  const [hidden, setHidden] = useState(() => installed() || dismissedRecently());
  const [ios] = useState(isIos);
  useEffect(() => {
    const standalone = window.matchMedia('(display-mode: standalone)');
    const onChange = () => standalone.matches && setHidden(true);
    standalone.addEventListener('change', onChange);
    return () => standalone.removeEventListener('change', onChange);
  }, []);
  if (hidden || (!offer && !ios)) return null;

  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setHidden(true);
  };
  return (
    <section
      aria-labelledby="install-app-title"
      className="grid gap-3 rounded-lg border bg-card p-3 text-sm sm:flex sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="install-app-title" className="font-semibold">
            Install My Day
          </h2>
          {offer ? (
            <p className="text-muted-foreground">
              Open today’s stops from your home screen like an app; it works offline too.
            </p>
          ) : (
            <p className="text-muted-foreground">
              In Safari, tap Share{' '}
              <Share className="inline size-4 align-[-2px]" role="img" aria-label="(the Share icon)" /> then
              “Add to Home Screen”. My Day then opens from your home screen and works offline.
            </p>
          )}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        {offer && (
          <Button size="sm" onClick={() => void installOffer.accept()}>
            Install
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={notNow}>
          Not now
        </Button>
      </div>
    </section>
  );
}
