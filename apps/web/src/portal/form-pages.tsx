import { lazy, Suspense, type ComponentType } from 'react';

/*
 * The portal's forms load on first use (whole pages, or the forms of the quote and invoice pages), so
 * react-hook-form and its zod resolver stay out of the first screen (the customer portal's budget is 120 KB
 * gzipped; apps/web/vite.config.ts).
 */

/** While a form's code loads: the same busy state as the portal's other loading views. */
const loading = <div aria-busy="true" className="min-h-40" />;

/** The component `load` resolves to, fetched when first shown. */
function onFirstUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnFirstUse(props: P) {
    return (
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const PortalSignInPage = onFirstUse(() =>
  import('./pages/portal-sign-in-page').then((m) => m.PortalSignInPage),
);
export const PortalRequestPage = onFirstUse(() =>
  import('./pages/portal-request-page').then((m) => m.PortalRequestPage),
);
export const PortalBookPage = onFirstUse(() =>
  import('./pages/portal-book-page').then((m) => m.PortalBookPage),
);
export const ApproveQuoteForm = onFirstUse(() =>
  import('./components/quote-answer-forms').then((m) => m.ApproveQuoteForm),
);
export const DeclineQuoteForm = onFirstUse(() =>
  import('./components/quote-answer-forms').then((m) => m.DeclineQuoteForm),
);
export const CardPaymentForm = onFirstUse(() =>
  import('./components/card-payment-form').then((m) => m.CardPaymentForm),
);
