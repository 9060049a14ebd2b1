import { validation } from '../../http/app-error';

const CLIENT_NOT_FOUND = 'Selected client was not found';
const TOTAL_TOO_LARGE = 'The total is too large';

/** Coded errors the quote and invoice kit shares: the client, the lines, the total and the e-mail address. */
export const SalesDocumentErrors = {
  clientNotFound: () => validation(CLIENT_NOT_FOUND, { clientId: CLIENT_NOT_FOUND }),
  /** 400 naming each line whose catalogue link is archived or gone; the message is the first of them. */
  inactiveCatalogueLinks: (fieldErrors: Record<string, string>) =>
    validation(Object.values(fieldErrors)[0], fieldErrors),
  totalTooLarge: () => validation(TOTAL_TOO_LARGE, { total: TOTAL_TOO_LARGE }),
  clientHasNoEmail: (clientName: string, noun: string) =>
    validation(`${clientName} has no e-mail address. Add one to the client before sending this ${noun}.`, {
      clientId: 'Client has no e-mail address',
    }),
};
