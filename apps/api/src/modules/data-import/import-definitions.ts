import type { ImportType } from '@tradeworks/contracts/data-transfer';
import { clientImport } from './import-clients';
import { equipmentImport } from './import-equipment';
import { partImport } from './import-parts';
import { serviceImport } from './import-services';
import type { ImportTypeDefinition } from './import-type';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table of differently typed definitions
export const IMPORT_DEFINITIONS: Record<ImportType, ImportTypeDefinition<any>> = {
  clients: clientImport,
  parts: partImport,
  services: serviceImport,
  equipment: equipmentImport,
};
