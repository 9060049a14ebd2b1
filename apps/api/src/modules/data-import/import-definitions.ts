import type { ImportType } from '@tradeworks/contracts/data-transfer';
import { clientImport } from './import-clients';
import { partImport } from './import-parts';
import { serviceImport } from './import-services';
import type { ImportTypeDefinition } from './import-type';

export const IMPORT_DEFINITIONS: Record<ImportType, ImportTypeDefinition<any>> = {
  clients: clientImport,
  parts: partImport,
  services: serviceImport,
};
