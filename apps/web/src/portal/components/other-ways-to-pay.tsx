import type { PortalBranding } from '@tradeworks/contracts/portal';

/** What the pay sections need of the brand: whether cards work, and whom to call otherwise. */
export type PortalPayment = Pick<
  PortalBranding,
  'cardPayments' | 'companyName' | 'companyPhone' | 'companyEmail'
>;

/** The portal's payments are on but no card can be charged: no "Pay by card", but how else to pay. */
export function OtherWaysToPay({ payment }: { payment: PortalPayment }) {
  const { companyName, companyPhone, companyEmail } = payment;
  return (
    <div role="note" className="space-y-1 text-sm">
      <p>Card payments are not available online.</p>
      <p>
        To pay by check, cash or bank transfer, contact {companyName}
        {companyPhone && (
          <>
            {' '}
            at{' '}
            <a className="font-medium text-[var(--primary)] underline" href={`tel:${companyPhone}`}>
              {companyPhone}
            </a>
          </>
        )}
        {companyEmail && (
          <>
            {companyPhone ? ' or ' : ' at '}
            <a className="font-medium text-[var(--primary)] underline" href={`mailto:${companyEmail}`}>
              {companyEmail}
            </a>
          </>
        )}
        .
      </p>
    </div>
  );
}
