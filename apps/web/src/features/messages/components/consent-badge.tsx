import { Badge } from '@/components/ui/badge';

/** The number's SMS consent: STOP (no texts), START (opted in), or never said. */
export function ConsentBadge({ consent }: { consent: 'opted_in' | 'opted_out' | null }) {
  if (consent === 'opted_out')
    return (
      <Badge variant="destructive" title="The client texted STOP: no texts until they send START">
        Opted out (STOP)
      </Badge>
    );
  if (consent === 'opted_in')
    return (
      <Badge variant="success" title="The client texted START">
        Opted in
      </Badge>
    );
  return (
    <Badge variant="outline" title="The client has not texted STOP or START: service texts are sent">
      Consent not recorded
    </Badge>
  );
}
