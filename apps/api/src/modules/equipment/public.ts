/** What other modules use of the equipment area (the API boundary rule: only through this file). */
export { installFromInvoice, installFromJob } from './equipment-install.service';
export { jobEquipment, setJobEquipment } from './job-equipment.service';
export { linkLocationUnits } from './job-equipment.repository';
