/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`). It fires once, soon after the
 * page loads — usually before My Day is on screen — so it is caught here at start-up and kept until My Day
 * offers Install (features/my-day/components/install-app-card.tsx). Safari has no such event.
 */
export interface InstallOfferEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOfferEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function catchInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    // The browser's own mini-bar waits: the offer is made in My Day, where it means something.
    e.preventDefault();
    offer = e as InstallOfferEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export const installOffer = {
  current: () => offer,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Shows the browser's install dialog; the offer is used up either way. */
  accept: async (): Promise<'accepted' | 'dismissed'> => {
    const event = offer;
    if (!event) return 'dismissed';
    offer = null;
    changed();
    await event.prompt();
    return (await event.userChoice).outcome;
  },
};
