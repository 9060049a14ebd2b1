/** What other modules use of the equipment area (the API boundary rule: only through this file). */
export { installFromInvoice, installFromJob } from './equipment-install.service';
export { jobEquipment, jobsEquipment, setJobEquipment } from './job-equipment.service';
export { linkLocationUnits } from './job-equipment.repository';
export { equipmentInsertValues } from './equipment.service';
export { findEquipment, insertEquipment, updateEquipmentRow } from './equipment.repository';
