import { IMPORT_COLUMNS, type ImportType } from '@tradeworks/contracts/data-transfer';
import { csvLines } from '../data-export/public';

/** One example row per type, in template column order (id, locationId empty: a new record, found by name). */
const EXAMPLES: Record<ImportType, Record<string, string>> = {
  clients: {
    salutation: 'Ms.',
    firstName: 'Maria',
    lastName: 'Lopez',
    suffix: 'none',
    companyName: '',
    email: 'maria.lopez@example.com',
    phone: '(512) 555-0100',
    address: '1200 Oak Hollow Dr',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    country: 'US',
    clientType: 'residential',
    status: 'active',
    preferredContactMethod: 'phone',
    leadSource: 'Referral',
    paymentTerms: 'net_30',
    creditLimit: '2500.00',
    tags: 'maintenance plan, vip',
    notes: 'Gate code 4421',
  },
  parts: {
    name: '16x25x1 Pleated Air Filter',
    sku: 'FLT-16251',
    category: 'Filters',
    description: 'MERV 11 pleated filter',
    unitPrice: '18.50',
    cost: '7.25',
    currentStock: '40',
    minStock: '10',
    maxStock: '200',
    reorderLevel: '15',
    supplier: 'Johnstone Supply',
    supplierSku: 'JS-88231',
    location: 'Shelf A3',
    status: 'active',
    isOnOrder: 'false',
  },
  services: {
    name: 'A/C Tune-Up',
    description: '21-point cooling system inspection and cleaning',
    serviceType: 'simple',
    basePrice: '129.00',
    category: 'Maintenance',
    status: 'active',
    isInventoried: 'false',
    tags: 'cooling, seasonal',
  },
  equipment: {
    clientEmail: 'maria.lopez@example.com',
    locationName: 'Main location',
    type: 'air_conditioner',
    make: 'Carrier',
    model: '24ACC636A003',
    serialNumber: '2419E12345',
    installDate: '2019-05-14',
    warrantyPartsEnds: '2029-05-14',
    warrantyLabourEnds: '2020-05-14',
    refrigerantType: 'R-410A',
    refrigerantChargeOz: '112',
    filterSize: '16x25x1',
    expectedLifeYears: '15',
    status: 'active',
    notes: 'Side yard condenser',
  },
};

/** The template of a type: the header row of every importable column and one example row. */
export function importTemplateCsv(type: ImportType): string {
  const columns = IMPORT_COLUMNS[type];
  return csvLines([columns, columns.map((c) => EXAMPLES[type][c] ?? '')]);
}

export const importTemplateFileName = (type: ImportType) => `${type}_import_template.csv`;
