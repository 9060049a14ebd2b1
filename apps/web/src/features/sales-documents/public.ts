/** What other features may use of the sales-documents feature (the lint rule allows no deeper import). */
export { CataloguePicker } from './components/catalogue-picker';
export { ClientPicker } from './components/client-picker';
