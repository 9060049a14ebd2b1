import { conflict } from '../../http/app-error';

/** Coded errors of the first-run set-up. */
export const SetupErrors = {
  alreadyDone: () => conflict('Set-up has already been completed'),
};
