import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The portal's pages that hold forms load on first use, so react-hook-form and its zod resolver stay out of
 * the first screen (the customer portal's budget is 120 KB gzipped; apps/web/vite.config.ts).
 */
const SignIn = lazy(() =>
  import('./pages/portal-sign-in-page').then((m) => ({ default: m.PortalSignInPage })),
);
const Request = lazy(() =>
  import('./pages/portal-request-page').then((m) => ({ default: m.PortalRequestPage })),
);
const Book = lazy(() => import('./pages/portal-book-page').then((m) => ({ default: m.PortalBookPage })));

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
