import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useQuoteClientResponse } from '../api/get-quote-client-response';

/** On the staff quote page: the client's signed approval (or decline) from the customer portal. */
export function QuoteClientSignature({ quoteId }: { quoteId: string }) {
  const response = useQuoteClientResponse(quoteId);
  const r = response.data;
  if (!r) return null;
  const when = formatDateTime(r.respondedAt);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{r.response === 'approved' ? 'Client signature' : 'Declined by the client'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {r.response === 'approved' ? (
          <>
            {r.signatureKind === 'drawn' && r.signatureData ? (
              <img
                src={r.signatureData}
                alt={`Signature of ${r.signerName}`}
                className="h-20 w-fit rounded border bg-white p-1"
              />
            ) : (
              <p className="font-serif text-2xl italic">{r.signerName}</p>
            )}
            <p>
              Approved by <strong>{r.signerName}</strong> in the customer portal on {when}
              {r.ipAddress ? ` from ${r.ipAddress}` : ''} ({r.signatureKind} signature).
            </p>
          </>
        ) : (
          <>
            <p>{r.declineReason}</p>
            <p className="text-muted-foreground">
              Declined in the customer portal on {when}
              {r.ipAddress ? ` from ${r.ipAddress}` : ''}.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
