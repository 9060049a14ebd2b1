import { AppError } from '../../http/app-error';

const KIND_WORDS: Record<string, string> = {
  quotes: 'quotes',
  invoices: 'invoices',
  jobs: 'service jobs',
  payments: 'payments',
  agreements: 'service agreements',
};

/** 409: a client with business history is kept; the user is told to mark it inactive instead. */
export function clientHasHistory(name: string, kinds: string[]): AppError {
  const words = kinds.map((k) => KIND_WORDS[k] ?? k);
  const list =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
  return new AppError(
    'CONFLICT',
    `${name} cannot be deleted because the client has ${list}. Mark the client inactive instead to keep their history.`,
  );
}
