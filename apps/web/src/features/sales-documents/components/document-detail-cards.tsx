import type { ComponentProps, ReactNode } from 'react';
import type { LineItem } from '@tradeworks/contracts/line-items';
import type { DocumentClient } from '@tradeworks/contracts/quotes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ClientBlock } from './client-block';
import { DocumentTotals } from './document-totals';
import { SavedLineItems } from './saved-line-items';

interface PartiesProps {
  /** 'Client' on a quote, 'Bill To' on an invoice. */
  clientTitle: string;
  clientName: string;
  client: DocumentClient | null;
  notes: string | null | undefined;
  /** The document's own facts (`DetailFact` rows). */
  children: ReactNode;
}

/** A quote's or invoice's client card beside its Details card (facts, then notes). */
export function DocumentPartiesCards({ clientTitle, clientName, client, notes, children }: PartiesProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{clientTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ClientBlock name={clientName} client={client} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">{children}</dl>
          <DocumentNotes notes={notes} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The saved lines of a quote or invoice with its totals. */
export function DocumentLinesCard({
  lines,
  ...totals
}: { lines: LineItem[] } & ComponentProps<typeof DocumentTotals>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Line Items</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SavedLineItems lines={lines} />
        <DocumentTotals {...totals} />
      </CardContent>
    </Card>
  );
}

/** The notes under a document's details. */
function DocumentNotes({ notes }: { notes: string | null | undefined }) {
  if (!notes) return null;
  return (
    <div className="mt-4 border-t pt-4">
      <h3 className="mb-1 text-sm text-muted-foreground">Notes</h3>
      <p className="text-sm whitespace-pre-line">{notes}</p>
    </div>
  );
}
