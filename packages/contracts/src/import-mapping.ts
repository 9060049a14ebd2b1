import {
  IMPORT_COLUMNS,
  normalizeHeader as normalize,
  type ImportMapping,
  type ImportType,
} from './data-transfer';
import { detectImportSource, IMPORT_READ_COLUMNS, sourceColumn } from './import-sources';

/** What a column of a file may feed: the type's importable columns and the columns only read (fullName…). */
export const importTargets = (type: ImportType): readonly string[] => [
  ...IMPORT_COLUMNS[type],
  ...(IMPORT_READ_COLUMNS[type] ?? []),
];

/** Other tools' usual headers for our columns (after normalizing: lower case, letters and digits only). */
const ALIASES: Record<string, string> = {
  emailaddress: 'email',
  mail: 'email',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilephone: 'phone',
  homephone: 'phone',
  workphone: 'phone',
  companyname: 'companyName',
  firstname: 'firstName',
  lastname: 'lastName',
  fullname: 'fullName',
  province: 'state',
  zipcode: 'zipCode',
  leadsource: 'leadSource',
  first: 'firstName',
  last: 'lastName',
  company: 'companyName',
  street: 'address',
  streetaddress: 'address',
  address1: 'address',
  zip: 'zipCode',
  postalcode: 'zipCode',
  postcode: 'zipCode',
  type: 'clientType',
  price: 'unitPrice',
  partnumber: 'sku',
  stock: 'currentStock',
  quantity: 'currentStock',
  qty: 'currentStock',
  // Equipment (their exports call these so).
  email: 'clientEmail',
  customeremail: 'clientEmail',
  location: 'locationName',
  site: 'locationName',
  manufacturer: 'make',
  brand: 'make',
  modelnumber: 'model',
  serial: 'serialNumber',
  serialno: 'serialNumber',
  sn: 'serialNumber',
  installed: 'installDate',
  installdate: 'installDate',
  refrigerant: 'refrigerantType',
  charge: 'refrigerantChargeOz',
  filter: 'filterSize',
  equipmenttype: 'type',
  unittype: 'type',
};

/**
 * The column each header of a file feeds: the user's explicit choice (null ignores it), else the template
 * column of the same name (ignoring case, spaces and punctuation), else the column the exporting tool's
 * header stands for (Jobber, Housecall Pro, QuickBooks: import-sources.ts), else a common alias, else nothing.
 */
export function resolveMapping(type: ImportType, headers: string[], chosen: ImportMapping): ImportMapping {
  const columns = importTargets(type);
  const source = detectImportSource(type, headers);
  const byNormalized = new Map(columns.map((c) => [normalize(c), c]));
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    let target: string | null | undefined = Object.hasOwn(chosen, header) ? chosen[header] : undefined;
    if (target !== undefined && target !== null && !columns.includes(target)) target = null;
    if (target === undefined) {
      const n = normalize(header);
      target =
        byNormalized.get(n) ??
        sourceColumn(source, n) ??
        (ALIASES[n] && columns.includes(ALIASES[n]) ? ALIASES[n] : null);
    }
    // One header per column: a second header for the same column is ignored.
    if (target && taken.has(target)) target = null;
    if (target) taken.add(target);
    mapping[header] = target;
  }
  return mapping;
}
