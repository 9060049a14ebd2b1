import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The portal's forms load on first use (whole pages, or the forms of the quote and invoice pages), so
 * react-hook-form and its zod resolver stay out of the first screen (the customer portal's budget is 120 KB
 * gzipped; apps/web/vite.config.ts).
 */
const SignIn = lazy(() =>
  import('./pages/portal-sign-in-page').then((m) => ({ default: m.PortalSignInPage })),
);
const Request = lazy(() =>
  import('./pages/portal-request-page').then((m) => ({ default: m.PortalRequestPage })),
);
const Book = lazy(() => import('./pages/portal-book-page').then((m) => ({ default: m.PortalBookPage })));
const Approve = lazy(() =>
  import('./components/quote-answer-forms').then((m) => ({ default: m.ApproveQuoteForm })),
);
const Decline = lazy(() =>
  import('./components/quote-answer-forms').then((m) => ({ default: m.DeclineQuoteForm })),
);
const CardPayment = lazy(() =>
  import('./components/card-payment-form').then((m) => ({ default: m.CardPaymentForm })),
);

/** While a form page's code loads: the same busy state as the portal's other loading views. */
const loading = <div aria-busy="true" className="min-h-40" />;

export function PortalSignInPage(props: ComponentProps<typeof SignIn>) {
  return (
    <Suspense fallback={loading}>
      <SignIn {...props} />
    </Suspense>
  );
}

export function PortalRequestPage() {
  return (
    <Suspense fallback={loading}>
      <Request />
    </Suspense>
  );
}

export function PortalBookPage() {
  return (
    <Suspense fallback={loading}>
      <Book />
    </Suspense>
  );
}

export function ApproveQuoteForm(props: ComponentProps<typeof Approve>) {
  return (
    <Suspense fallback={loading}>
      <Approve {...props} />
    </Suspense>
  );
}

export function DeclineQuoteForm(props: ComponentProps<typeof Decline>) {
  return (
    <Suspense fallback={loading}>
      <Decline {...props} />
    </Suspense>
  );
}

export function CardPaymentForm(props: ComponentProps<typeof CardPayment>) {
  return (
    <Suspense fallback={loading}>
      <CardPayment {...props} />
    </Suspense>
  );
}
