import { Mail, MapPin, Phone } from 'lucide-react';
import type { DocumentClient } from '@tradeworks/contracts/quotes';

/** The client's name and contact details on a quote or invoice page. */
export function ClientBlock({ name, client }: { name: string; client: DocumentClient | null }) {
  const cityLine = client
    ? [client.city, [client.state, client.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  const address = client ? [client.address, client.address2, cityLine].filter(Boolean) : [];
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">{name}</p>
      {client?.email && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <a className="truncate hover:underline" href={`mailto:${client.email}`}>
            {client.email}
          </a>
        </p>
      )}
      {client?.phone && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {client.phone}
        </p>
      )}
      {address.length > 0 && (
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </p>
      )}
      {!client && <p className="text-muted-foreground">This client record is no longer available.</p>}
    </div>
  );
}
