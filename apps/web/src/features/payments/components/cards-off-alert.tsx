import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { PAYMENT_MESSAGES } from '@tradeworks/contracts/payments';
import { Alert } from '@/components/ui/alert';
import { useCurrentUser } from '@/features/auth/public';

/** No card can be charged: who turns card payments on and where (a link for those who can). */
export function CardsOffAlert() {
  const { data: user } = useCurrentUser();
  const canTurnOn = user?.permissions.admin === 'edit';
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <p>
        {PAYMENT_MESSAGES.cardsNotConfigured}{' '}
        {canTurnOn && (
          <Link to="/settings?tab=integrations" className="font-medium underline underline-offset-4">
            Open Integrations
          </Link>
        )}
      </p>
    </Alert>
  );
}
