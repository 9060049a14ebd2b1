import { AppError } from '../../http/app-error';

/** Coded errors of purchase orders and receiving. */
export const PurchaseOrderErrors = {
  notFound: () => new AppError('NOT_FOUND', 'Purchase order not found'),
  unknownLine: () => new AppError('VALIDATION', 'A line item does not belong to this purchase order'),
  unknownPart: (fieldErrors: Record<string, string>) =>
    new AppError('VALIDATION', 'Choose an inventory item of this organization', fieldErrors),
  receivedLinesLocked: () =>
    new AppError(
      'CONFLICT',
      'This purchase order has been received: its line items can no longer be changed.',
    ),
  receivedLineRemoved: (description: string) =>
    new AppError('CONFLICT', `${description} has already been received in part and cannot be removed.`),
  receivedLinePartChanged: (description: string) =>
    new AppError(
      'CONFLICT',
      `${description} has already been received in part: its inventory item cannot be changed.`,
    ),
  quantityBelowReceived: (description: string, received: number) =>
    new AppError(
      'CONFLICT',
      `${description}: the quantity cannot be less than the ${received} already received.`,
    ),
  receiveCancelled: (poNumber: string) =>
    new AppError('CONFLICT', `Purchase order ${poNumber} is cancelled: nothing can be received on it.`),
  overReceipt: (description: string, remaining: number) =>
    new AppError(
      'VALIDATION',
      remaining > 0
        ? `Cannot receive more than ordered: ${description} has ${remaining} left to receive.`
        : `Cannot receive more than ordered: ${description} has already been received in full.`,
    ),
  duplicateReceiptLine: () => new AppError('VALIDATION', 'Each line may appear only once in a receipt'),
  resendReceivedUnconfirmed: (poNumber: string) =>
    new AppError(
      'CONFLICT',
      `Purchase order ${poNumber} has been received in full. Confirm to e-mail it to the supplier again.`,
    ),
  statusFromReceiving: (status: string) =>
    new AppError('VALIDATION', `${status} is set by receiving items, not chosen`, {
      'purchaseOrder.status': 'Status must be one of: draft, sent, confirmed, cancelled',
    }),
  statusFollowsReceipts: (poNumber: string) =>
    new AppError(
      'CONFLICT',
      `Purchase order ${poNumber} has received items: its status follows what was received.`,
    ),
  noSupplierEmail: () =>
    new AppError('VALIDATION', 'This purchase order has no supplier email. Add one before sending it.', {
      supplierEmail: 'Supplier email is required to send the purchase order',
    }),
};
