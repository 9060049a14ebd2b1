import { useSyncExternalStore } from 'react';
import type { EmailDocumentKind } from '@tradeworks/contracts/emails';

/** What a send button asks for: which document, how the dialog is titled, what to refresh afterwards. */
export interface SendEmailRequest {
  kind: EmailDocumentKind;
  id: string;
  /** Dialog title, e.g. 'Send Quote', 'Send Invoice', 'Email Supplier'. */
  title: string;
  /** The document as people name it, e.g. 'quote Q-2026-0007'. */
  documentLabel: string;
  /** Shown when sending fails and the server gives no message (the spec's fallback text). */
  failureText?: string;
  /** Sent along with recipient, subject and message (e.g. a purchase order's confirmResend). */
  extraBody?: Record<string, unknown>;
  /** Runs after a successful send (the caller's lists and details refetch). */
  afterSend?: () => Promise<unknown> | void;
}

interface Pending extends SendEmailRequest {
  resolve: (result: unknown) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Opens the send dialog (mounted once in the shell) and resolves with the send route's answer, or null when
 * the user cancels. Nothing is e-mailed without this confirmation.
 */
export function confirmAndSendEmail<T>(request: SendEmailRequest): Promise<T | null> {
  pending?.resolve(null);
  return new Promise<T | null>((resolve) => {
    pending = { ...request, resolve: resolve as (result: unknown) => void };
    notify();
  });
}

/** Closes the dialog with the outcome (the answer, or null for Cancel). */
export function settleSendRequest(result: unknown) {
  const current = pending;
  pending = null;
  notify();
  current?.resolve(result);
}

export function useSendRequest(): Pending | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
