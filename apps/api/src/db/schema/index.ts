export * from './platform';
export * from './clients';
export * from './catalogue';
export * from './inventory';
export * from './quotes';
export * from './invoices';
export * from './purchasing';
export * from './agreements';
export * from './dispatch';
export * from './payments';
export * from './admin-settings';
export * from './data-transfer';
export * from './security';
export * from './idempotency';
export * from './email-templates';

export * from './portal';
export * from './messages';
