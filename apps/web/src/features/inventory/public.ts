/** What other features may use of the inventory feature (the lint rule allows no deeper import). */
export { PartPicker } from './components/part-picker';
export { inventoryKeys } from './api/inventory-keys';
