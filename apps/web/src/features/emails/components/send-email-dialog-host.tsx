import { lazy, Suspense, useEffect, useState } from 'react';
import { useSendRequest } from '../lib/send-dialog-store';

// The dialog (form, zod schema, Radix dialog) loads when a send button is first pressed, not with the shell.
const SendEmailDialog = lazy(() =>
  import('./send-email-dialog')
    .then((m) => ({ Component: m.SendEmailDialog }))
    .then((m) => ({ default: m.Component })),
);

/** Mounted once in the shell: shows the send dialog whenever a send button asks for it. */
export function SendEmailDialogHost() {
  const request = useSendRequest();
  // Stays mounted after the first use, so the dialog can animate closed.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (request) setUsed(true);
  }, [request]);
  if (!request && !used) return null;
  return (
    <Suspense fallback={null}>
      <SendEmailDialog />
    </Suspense>
  );
}
