import type { Equipment, JobEquipment } from '@tradeworks/contracts/equipment';
import { formatLocationAddress } from '@tradeworks/contracts/service-locations';
import type { EquipmentListRow, EquipmentRow } from './equipment.repository';

/** A unit as the API answers it. */
export function toEquipment(row: EquipmentListRow): Equipment {
  const unit = row.unit;
  return {
    id: unit.id,
    locationId: unit.locationId,
    locationName: row.locationName,
    locationAddress: formatLocationAddress(row),
    clientId: unit.clientId,
    clientName: row.clientName,
    type: unit.type,
    make: unit.make,
    model: unit.model,
    serialNumber: unit.serialNumber,
    installDate: unit.installDate,
    warrantyPartsEnds: unit.warrantyPartsEnds,
    warrantyLabourEnds: unit.warrantyLabourEnds,
    refrigerantType: unit.refrigerantType,
    refrigerantChargeOz: unit.refrigerantChargeOz,
    filterSize: unit.filterSize,
    expectedLifeYears: unit.expectedLifeYears,
    replacementDueOn: unit.replacementDueOn,
    notes: unit.notes,
    status: unit.status,
    source: unit.source,
    sourceJobId: unit.sourceJobId,
    sourceInvoiceId: unit.sourceInvoiceId,
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  };
}

/** A unit as a job shows it. */
export const toJobEquipment = (unit: EquipmentRow, linked: boolean): JobEquipment => ({
  id: unit.id,
  type: unit.type,
  make: unit.make,
  model: unit.model,
  serialNumber: unit.serialNumber,
  installDate: unit.installDate,
  warrantyPartsEnds: unit.warrantyPartsEnds,
  warrantyLabourEnds: unit.warrantyLabourEnds,
  refrigerantType: unit.refrigerantType,
  refrigerantChargeOz: unit.refrigerantChargeOz,
  filterSize: unit.filterSize,
  status: unit.status,
  replacementDueOn: unit.replacementDueOn,
  linked,
});
