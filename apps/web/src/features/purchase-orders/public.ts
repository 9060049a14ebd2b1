/** What other features may use of the purchase-orders feature (the lint rule allows no deeper import). */
export { useCreatePurchaseOrder } from './api/create-purchase-order';
