/** What other features may use of the tax area (issue 31). */
// The settings tab, loaded when it opens.
export { TaxSettingsTab } from './components/tax-settings-tab-lazy';
// The groups a quote, invoice, client or location can be taxed with.
export { useTaxGroups } from './api/list-tax-groups';
export { TaxGroupSelect } from './components/tax-group-select';
