/** What other features may use of the sales-documents feature (the lint rule allows no deeper import). */
export { ClientPicker } from './components/client-picker';
export { DocumentLocationField } from './components/document-location-field';
export { ServiceLinesField, type ServiceLine } from './components/service-lines-field';
export { invalidateSales } from './lib/invalidate-sales';
