/** What other features may use of the tax area (issue 31): the settings tab, loaded when it opens. */
export { TaxSettingsTab } from './components/tax-settings-tab-lazy';
