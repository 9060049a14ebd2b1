import { useState } from 'react';
import { portalRequestLinkSchema, type PortalBranding } from '@tradeworks/contracts/portal';
import { portalFetch } from '../portal-api';
import { showPortalFailure, usePortalForm } from '../use-portal-form';
import { PortalBrandHeader } from '../components/portal-layout';

/** Signed out: ask for a fresh link by e-mail (the answer never says whether the address is known). */
export function PortalSignInPage({ branding, notice }: { branding: PortalBranding; notice?: string }) {
  const form = usePortalForm<{ email: string }, { email: string }>(portalRequestLinkSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    try {
      setSent((await portalFetch<{ message: string }>('/request-link', { method: 'POST', body })).message);
    } catch (e) {
      showPortalFailure(form, e);
    }
  });
  const { errors, isSubmitting: busy } = form.formState;
  // Whatever went wrong is told under the one field.
  const error = errors.email?.message ?? errors.root?.message;
  return (
    <div className="portal min-h-screen bg-[var(--page)] text-[var(--foreground)]">
      <header className="portal-header bg-[var(--primary)] text-white">
        <div className="mx-auto max-w-md px-4 py-4">
          <PortalBrandHeader branding={branding} />
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 py-8">
        <h1 className="text-2xl font-semibold">Sign in</h1>
        {branding.welcomeMessage && (
          <p className="mt-2 whitespace-pre-line text-[var(--muted-foreground)]">{branding.welcomeMessage}</p>
        )}
        {notice && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-[var(--border)] bg-[var(--card)] p-3 text-sm"
          >
            {notice}
          </p>
        )}
        <p className="mt-4 text-sm">
          No password needed: enter the e-mail address {branding.companyName} has on file and we will send you
          a sign-in link.
        </p>
        {sent ? (
          <p role="status" className="mt-4 rounded-md bg-[var(--card)] p-4 text-sm shadow-sm">
            {sent}
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3" noValidate>
            <div>
              <label htmlFor="portal-email" className="mb-1 block text-sm font-medium">
                Email
              </label>
              <input
                id="portal-email"
                type="email"
                autoComplete="email"
                required
                {...form.register('email')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'portal-email-error' : undefined}
                className="h-10 w-full rounded-md border border-[var(--input)] bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
              />
              {error && (
                <p id="portal-email-error" className="mt-1 text-sm text-[var(--destructive)]">
                  {error}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={busy}
              className="h-10 w-full rounded-md bg-[var(--primary)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
            >
              {busy ? 'Sending…' : 'E-mail me a sign-in link'}
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
