import { TAX_MESSAGES } from '@tradeworks/contracts/tax';
import { AppError, conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of tax rates and tax groups. */
export const TaxErrors = {
  rateNotFound: () => notFound('Tax rate'),
  groupNotFound: () => notFound('Tax group'),
  unknownRates: () => validation(TAX_MESSAGES.groupRatesUnknown, { rateIds: TAX_MESSAGES.groupRatesUnknown }),
  rateTooHigh: () => validation(TAX_MESSAGES.groupRateTooHigh, { rateIds: TAX_MESSAGES.groupRateTooHigh }),
  unknownGroup: (field = 'taxGroupId') =>
    validation(TAX_MESSAGES.groupUnknown, { [field]: TAX_MESSAGES.groupUnknown }),
  rateInGroups: (name: string, groups: string[]): AppError =>
    conflict(`${name} is part of ${groups.join(', ')}. Remove it from those tax groups first.`),
  groupInUse: (name: string, uses: string[]): AppError =>
    conflict(`${name} is used by ${uses.join(' and ')}. Choose another tax group for them first.`),
};
