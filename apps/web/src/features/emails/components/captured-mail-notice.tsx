import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** Shown while no SMTP server is configured: e-mail is captured in the app, not delivered. */
export function CapturedMailNotice({ canConfigure }: { canConfigure: boolean }) {
  return (
    <Alert className="flex items-start gap-2">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="text-sm">
        <strong>Captured mode:</strong> no SMTP server is configured, so e-mails are kept here and not
        delivered.{' '}
        {canConfigure ? (
          <>
            Set up sending under{' '}
            <Link className="font-medium underline" to="/settings?tab=communications">
              Settings → Communications
            </Link>{' '}
            (your own SMTP server or SendGrid), or ask your platform operator to set <code>SMTP_URL</code>.
          </>
        ) : (
          <>Ask an administrator to configure SMTP under Settings → Communications.</>
        )}
      </p>
    </Alert>
  );
}
