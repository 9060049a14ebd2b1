import { EQUIPMENT_MESSAGES } from '@tradeworks/contracts/equipment';
import { conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of the equipment area. */
export const EquipmentErrors = {
  notFound: () => notFound('Equipment'),
  locationNotFound: () =>
    validation(EQUIPMENT_MESSAGES.locationNotFound, { locationId: EQUIPMENT_MESSAGES.locationNotFound }),
  /** 409: history is kept; the unit is marked replaced or removed instead. */
  hasHistory: (label: string, kinds: string[]) =>
    conflict(
      `${label} cannot be deleted because it has ${kinds.join(' and ')}. Mark it replaced or removed instead to keep its history.`,
    ),
  technicianNotFound: () =>
    validation('Selected technician was not found', { technicianId: 'Selected technician was not found' }),
  jobNotFound: () => validation('Selected job was not found', { jobId: 'Selected job was not found' }),
  /** A job's equipmentIds name a unit that is not at the job's location. */
  notAtJobLocation: (index: number) =>
    validation(EQUIPMENT_MESSAGES.notAtJobLocation, {
      [`equipmentIds.${index}`]: EQUIPMENT_MESSAGES.notAtJobLocation,
    }),
};
