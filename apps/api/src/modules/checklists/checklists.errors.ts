import { CHECKLIST_MESSAGES } from '@tradeworks/contracts/checklists';
import { AppError, conflict, forbidden, notFound, validation } from '../../http/app-error';

/** Coded errors of checklists: templates, a job's checklist and its answers. */
export const ChecklistErrors = {
  templateNotFound: () => notFound('Checklist template'),
  jobNotFound: () => notFound('Service job'),
  itemNotFound: () => notFound('Checklist item'),
  checklistNotFound: () => notFound('Checklist'),
  officeOnly: () => forbidden(CHECKLIST_MESSAGES.portalOfficeOnly),
  nameTaken: (name: string) => conflict(CHECKLIST_MESSAGES.nameTaken(name)),
  servicesNotFound: (fieldErrors: Record<string, string>) =>
    validation(CHECKLIST_MESSAGES.serviceNotFound, fieldErrors),
  invalidAnswer: (message: string) => validation(message, { value: message }),
  equipmentNotOnJob: (message: string) => validation(message, { equipmentId: message }),
  closed: (jobNumber: string, status: string) => conflict(CHECKLIST_MESSAGES.closed(jobNumber, status)),
  changedMeanwhile: (label: string, by: string) => conflict(CHECKLIST_MESSAGES.changedMeanwhile(label, by)),
  /** Complete refused: the message names the items; fieldErrors point at each by id. */
  missingRequired: (items: Array<{ id: string; label: string }>) =>
    new AppError(
      'CONFLICT',
      CHECKLIST_MESSAGES.missingRequired(items.map((i) => i.label)),
      Object.fromEntries(items.map((i) => [`checklist.${i.id}`, 'Required'])),
    ),
};
