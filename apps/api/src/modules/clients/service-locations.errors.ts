import { LOCATION_MESSAGES } from '@tradeworks/contracts/service-locations';
import { conflict, notFound, validation } from '../../http/app-error';

const KIND_WORDS: Record<string, string> = {
  jobs: 'jobs',
  equipment: 'equipment',
  quotes: 'quotes',
  invoices: 'invoices',
  agreements: 'service agreements',
};

const list = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];

/** Coded errors of a client's service locations. */
export const LocationErrors = {
  notFound: () => notFound('Location'),
  /** 409: records point at the location; archiving keeps them and hides it from new work. */
  inUse: (name: string, kinds: string[]) =>
    conflict(
      `${name} cannot be deleted because it has ${list(kinds.map((k) => KIND_WORDS[k] ?? k))}. Archive it instead to keep its history.`,
    ),
  /** 409: every client keeps one active location (the default of new work). */
  lastActive: (name: string) =>
    conflict(`${name} is the client's only active location: add another location first.`),
  /** 400 on a body's locationId: not one of the client's locations. */
  notTheClients: (field = 'locationId') =>
    validation(LOCATION_MESSAGES.notTheClients, { [field]: LOCATION_MESSAGES.notTheClients }),
  archived: (field = 'locationId') =>
    validation(LOCATION_MESSAGES.archived, { [field]: LOCATION_MESSAGES.archived }),
};
