/** What other features may use of the sales-documents feature (the lint rule allows no deeper import). */
export { CataloguePicker } from './components/catalogue-picker';
export { ClientPicker } from './components/client-picker';
export { ConfirmDialog } from './components/confirm-dialog';
export { SummaryCard } from './components/summary-card';
export { localDatePlusDays } from './lib/format-money';
export { invalidateSales } from './lib/invalidate-sales';
