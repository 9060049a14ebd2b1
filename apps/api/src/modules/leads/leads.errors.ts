import { LEAD_MESSAGES } from '@tradeworks/contracts/leads';
import { conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of the lead inbox. */
export const LeadErrors = {
  notFound: () => notFound('Lead'),
  lostReason: () => validation(LEAD_MESSAGES.lostReason, { lostReason: LEAD_MESSAGES.lostReason }),
  assignee: () => validation(LEAD_MESSAGES.assignee, { assigneeId: LEAD_MESSAGES.assignee }),
  alreadyConverted: () => conflict(LEAD_MESSAGES.alreadyConverted),
  noWindow: () => validation(LEAD_MESSAGES.noWindow, { to: LEAD_MESSAGES.noWindow }),
};
