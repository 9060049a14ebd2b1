import { notFound } from '../../http/app-error';

/** Coded errors of the address lookup. */
export const PlaceErrors = {
  notFound: () => notFound('Place'),
};
