import { AppError } from '../../http/app-error';

/** Coded errors of the parts inventory. */
export const InventoryErrors = {
  notFound: () => new AppError('NOT_FOUND', 'Inventory item not found'),
  inUse: (name: string, places: string[]) =>
    new AppError(
      'CONFLICT',
      `${name} is used on ${places.join(', ')} and cannot be deleted. Mark it as inactive instead.`,
    ),
  insufficientStock: (name: string, onHand: number, wanted: number) =>
    new AppError('CONFLICT', `Not enough stock of ${name}: ${onHand} on hand, ${wanted} needed`),
};
