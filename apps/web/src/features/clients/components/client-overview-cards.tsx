import type { ReactNode } from 'react';
import { Mail, MapPin, Phone, Siren } from 'lucide-react';
import type { Client } from '@tradeworks/contracts/clients';
import { formatMoney } from '@tradeworks/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import {
  CLIENT_TYPE_LABELS,
  CONTACT_METHOD_LABELS,
  PAYMENT_TERMS_LABELS,
  formatClientAddress,
} from '../lib/client-labels';
import { ClientStatusBadge } from './status-badges';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

/** Contact information: how to reach the client and where the work is. */
export function ContactInfoCard({ client }: { client: Client }) {
  const address = formatClientAddress(client);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-label="Email" />
            {client.email ? (
              <a className="truncate hover:underline" href={`mailto:${client.email}`}>
                {client.email}
              </a>
            ) : (
              '—'
            )}
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-label="Phone" />
            {client.phone ? (
              <a className="hover:underline" href={`tel:${client.phone}`}>
                {client.phone}
              </a>
            ) : (
              '—'
            )}
            <Badge variant="outline" className="ml-auto">
              Prefers {CONTACT_METHOD_LABELS[client.preferredContactMethod].toLowerCase()}
            </Badge>
          </li>
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Address" />
            <span>{address || '—'}</span>
          </li>
          {(client.emergencyContact || client.emergencyPhone) && (
            <li className="flex items-start gap-2">
              <Siren
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                aria-label="Emergency contact"
              />
              <span>
                Emergency: {[client.emergencyContact, client.emergencyPhone].filter(Boolean).join(', ')}
              </span>
            </li>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Account details: type, status, company and billing terms. */
export function AccountDetailsCard({ client }: { client: Client }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Detail label="Type">{CLIENT_TYPE_LABELS[client.clientType]}</Detail>
          <Detail label="Status">
            <ClientStatusBadge status={client.status} />
          </Detail>
          <Detail label="Company">{client.companyName}</Detail>
          <Detail label="Payment Terms">{PAYMENT_TERMS_LABELS[client.paymentTerms]}</Detail>
          <Detail label="Credit Limit">{formatMoney(client.creditLimit)}</Detail>
          <Detail label="Total Value">{formatMoney(client.totalValue)}</Detail>
          <Detail label="Lead Source">{client.leadSource}</Detail>
          <Detail label="Client Since">{formatDate(client.createdAt)}</Detail>
          {client.tags.length > 0 && (
            <div className="col-span-2">
              <Detail label="Tags">
                <span className="flex flex-wrap gap-1.5 pt-0.5">
                  {client.tags.map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                </span>
              </Detail>
            </div>
          )}
          {client.notes && (
            <div className="col-span-2">
              <Detail label="Notes">
                <span className="whitespace-pre-line">{client.notes}</span>
              </Detail>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
