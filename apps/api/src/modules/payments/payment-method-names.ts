import type { LedgerPaymentMethod } from '@tradeworks/contracts/payments';
import type { payments } from '../../db/schema';

type DbMethod = (typeof payments.$inferSelect)['method'];

/** The ledger stores 'card'; the API speaks the spec's 'credit_card'. */
export const toApiMethod = (method: DbMethod): LedgerPaymentMethod =>
  method === 'card' ? 'credit_card' : method;
export const toDbMethod = (method: LedgerPaymentMethod): DbMethod =>
  method === 'credit_card' ? 'card' : method;
