import { conflict, notFound } from '../../http/app-error';

/** Coded errors of the e-mail log. */
export const EmailErrors = {
  notFound: () => notFound('Email'),
  notFailed: () => conflict('Only a failed e-mail can be sent again'),
};
