import { Link } from 'react-router';
import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { IMPORT_SOURCE_LABELS, type ImportSource } from '@tradeworks/contracts/import-sources';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * What a client file brings beyond the mapped columns: the tool it was exported from, the columns kept in
 * the notes, and how many clients will need details (shown before the import and after it).
 */
export function ImportSourceFacts({ job }: { job: ImportJob }) {
  const source = job.source ? IMPORT_SOURCE_LABELS[job.source as ImportSource] : null;
  if (!source && !job.notesColumns.length && !job.needsDetails) return null;
  const done = job.status === 'completed';
  return (
    <ul className="grid gap-1 text-sm">
      {source && (
        <li>
          Recognised a <strong>{source}</strong> export: its columns are mapped for you.
        </li>
      )}
      {job.notesColumns.length > 0 && (
        <li className="text-muted-foreground">
          Kept in each client&rsquo;s notes: {job.notesColumns.join(', ')}
        </li>
      )}
      {job.needsDetails > 0 && (
        <li>
          {n(job.needsDetails)} {job.needsDetails === 1 ? 'client lacks' : 'clients lack'} an e-mail, phone,
          name or address and {done ? 'were' : 'will be'} imported as <strong>needs details</strong>
          {done && (
            <>
              {' '}
              —{' '}
              <Link to="/clients?needsDetails=true" className="underline underline-offset-2">
                complete them
              </Link>
            </>
          )}
          .
        </li>
      )}
    </ul>
  );
}
