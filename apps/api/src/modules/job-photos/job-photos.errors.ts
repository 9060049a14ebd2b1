import { JOB_PHOTO_MESSAGES } from '@tradeworks/contracts/job-photos';
import { conflict, forbidden, notFound, validation } from '../../http/app-error';

/** Coded errors of a job's photos. */
export const JobPhotoErrors = {
  jobNotFound: () => notFound('Service job'),
  photoNotFound: () => notFound('Photo'),
  fileRequired: () => validation(JOB_PHOTO_MESSAGES.fileRequired, { photo: JOB_PHOTO_MESSAGES.fileRequired }),
  refused: (message: string) => validation(message, { photo: message }),
  equipmentNotOnJob: () =>
    validation(JOB_PHOTO_MESSAGES.equipmentNotOnJob, { equipmentId: JOB_PHOTO_MESSAGES.equipmentNotOnJob }),
  tooMany: () => conflict(JOB_PHOTO_MESSAGES.tooManyForJob),
  notYours: () => forbidden(JOB_PHOTO_MESSAGES.notYours),
  jobClosed: (jobNumber: string, status: string) =>
    conflict(`Job ${jobNumber} is ${status}: photos are added by the office now`),
  idTaken: () => conflict('This photo id belongs to another job'),
  inAnswer: () => conflict('This photo answers a checklist item: clear that answer first'),
};
