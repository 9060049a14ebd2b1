/** What other modules may use of tax rates and groups (the boundary rule: scripts/check-imports.mjs). */
export { findDefaultTaxGroup, findTaxGroup, taxGroupExists } from './tax-groups.repository';
export { TaxErrors } from './tax.errors';
