import { GENERAL_MESSAGES, LOGO_MESSAGES, ROLE_MESSAGES } from '@tradeworks/contracts/admin-settings';
import { AppError, conflict, notFound, validation } from '../../http/app-error';
import { OUTBOUND_REFUSED_MESSAGE } from '../../platform/outbound/outbound-address';

/** Coded errors of the organization settings (messages from the spec, in contracts). */
export const AdminSettingsErrors = {
  logoMissing: () => validation(LOGO_MESSAGES.missing, { logo: LOGO_MESSAGES.missing }),
  logoTooLarge: () => new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.size, { logo: LOGO_MESSAGES.size }),
  logoType: () => validation(LOGO_MESSAGES.type, { logo: LOGO_MESSAGES.type }),
  settingTaken: () =>
    new AppError('CONFLICT', GENERAL_MESSAGES.taken, { settingKey: GENERAL_MESSAGES.taken }),
  settingNotFound: () => notFound('Setting'),
  settingValueInvalid: (message: string) => validation(message, { settingValue: message }),
  integrationExists: () => conflict('This integration already exists; update it instead'),
  integrationNotFound: () => notFound('Integration'),
  roleEscalation: () => new AppError('FORBIDDEN', ROLE_MESSAGES.escalation),
  roleOwner: () => validation(ROLE_MESSAGES.owner, { role: ROLE_MESSAGES.owner }),
  roleTaken: () => new AppError('CONFLICT', ROLE_MESSAGES.taken, { role: ROLE_MESSAGES.taken }),
  roleNotFound: () => notFound('Role'),
  roleInUse: (assigned: number) => conflict(ROLE_MESSAGES.inUse(assigned)),
  singletonExists: (label: string) => conflict(`${label} already exist; update them instead`),
  singletonNotFound: (label: string) => notFound(label),
  /** A host or URL on a private or local network (platform/outbound/outbound-address.ts). */
  addressRefused: (field: string) =>
    validation(OUTBOUND_REFUSED_MESSAGE, { [field]: OUTBOUND_REFUSED_MESSAGE }),
};
