import { z } from 'zod';
import { integerInput, moneyInput, optionalText, requiredText } from './catalogue-fields';
import { pageQuerySchema } from './paging';

/** Spec part 2 §9. */
export const INVENTORY_CATEGORIES = [
  'Filters',
  'Refrigerants',
  'Coils',
  'Motors',
  'Controls',
  'Ductwork',
  'Tools',
  'Safety Equipment',
  'Other',
] as const;
export const INVENTORY_STATUSES = ['active', 'inactive'] as const;

export const INVENTORY_DEFAULTS = {
  minStock: 0,
  maxStock: 1000,
  reorderLevel: 10,
  status: 'active',
} as const;
export const STOCK_REASON_MAX = 500;

// ---- Derived display status (spec part 2 §4) ---------------------------------------------------------

export const INVENTORY_DISPLAY_STATUSES = ['on-order', 'out-of-stock', 'low-stock', 'in-stock'] as const;
export type InventoryDisplayStatus = (typeof INVENTORY_DISPLAY_STATUSES)[number];

export const stockLevelsSchema = z.object({
  isOnOrder: z.boolean(),
  currentStock: z.number(),
  reorderLevel: z.number(),
  minStock: z.number(),
});
export type StockLevels = z.output<typeof stockLevelsSchema>;

/**
 * The one definition of an item's display status, used by the API (responses) and the web app (badges,
 * Order button). The list's SQL filter mirrors it; a test keeps the two equal.
 */
export function inventoryDisplayStatus(item: StockLevels): InventoryDisplayStatus {
  if (item.isOnOrder) return 'on-order';
  if (item.currentStock <= 0) return 'out-of-stock';
  if (item.currentStock <= item.reorderLevel || item.currentStock <= item.minStock) return 'low-stock';
  return 'in-stock';
}

/** The Order button shows only for low or out-of-stock items not already on order. */
export const canOrderMore = (item: StockLevels): boolean => {
  const status = inventoryDisplayStatus(item);
  return status === 'low-stock' || status === 'out-of-stock';
};

/** Order More Stock: enough to reach maxStock (at least 1). */
export const suggestedOrderQuantity = (item: { maxStock: number; currentStock: number }): number =>
  Math.max(1, item.maxStock - item.currentStock);

// ---- Bodies -----------------------------------------------------------------------------------------

const stockLevel = (message: string) => integerInput(0, message);

/** Every field of an item as the Add New Item / Edit Item forms send it. */
export const inventoryFieldsSchema = z.object({
  name: requiredText('Item name is required'),
  sku: optionalText(100),
  category: optionalText(100),
  description: optionalText(2000),
  unitPrice: moneyInput({
    negative: 'Unit price must be non-negative',
    invalid: 'Unit price must be a number',
  }),
  cost: moneyInput({ negative: 'Cost must be non-negative', invalid: 'Cost must be a number' }),
  currentStock: stockLevel('Current stock must be a whole number of at least 0'),
  minStock: stockLevel('Minimum stock must be a whole number of at least 0'),
  maxStock: integerInput(1, 'Maximum stock must be a whole number of at least 1'),
  supplier: optionalText(200),
  supplierSku: optionalText(100),
  status: z.enum(INVENTORY_STATUSES, { error: "Status must be either 'active' or 'inactive'" }),
  isOnOrder: z.boolean(),
  /** Whether quote and invoice lines of this part are taxed by default (issue 31). */
  taxable: z.boolean({ error: 'taxable must be true or false' }),
  reorderLevel: stockLevel('Reorder level must be a whole number of at least 0'),
  location: optionalText(200),
  notes: optionalText(2000),
});

/** POST /api/inventory — defaults of spec part 2 §9. */
export const inventoryCreateSchema = inventoryFieldsSchema.extend({
  unitPrice: inventoryFieldsSchema.shape.unitPrice.default('0'),
  cost: inventoryFieldsSchema.shape.cost.default('0'),
  currentStock: inventoryFieldsSchema.shape.currentStock.default(0),
  minStock: inventoryFieldsSchema.shape.minStock.default(INVENTORY_DEFAULTS.minStock),
  maxStock: inventoryFieldsSchema.shape.maxStock.default(INVENTORY_DEFAULTS.maxStock),
  status: inventoryFieldsSchema.shape.status.default(INVENTORY_DEFAULTS.status),
  isOnOrder: inventoryFieldsSchema.shape.isOnOrder.default(false),
  taxable: inventoryFieldsSchema.shape.taxable.default(true),
  reorderLevel: inventoryFieldsSchema.shape.reorderLevel.default(INVENTORY_DEFAULTS.reorderLevel),
});
export type InventoryCreateData = z.output<typeof inventoryCreateSchema>;
export type InventoryCreateBody = z.input<typeof inventoryCreateSchema>;

/**
 * PATCH /api/inventory/{id} — the item fields, or only `{isOnOrder: true}` when ordering. currentStock is
 * not among them: stock changes only through the ledger (PATCH …/stock, receiving).
 */
export const inventoryUpdateSchema = inventoryFieldsSchema.omit({ currentStock: true }).partial();
export type InventoryUpdateData = z.output<typeof inventoryUpdateSchema>;
export type InventoryUpdateBody = z.input<typeof inventoryUpdateSchema>;

/** PATCH /api/inventory/{id}/stock — a stock count. */
export const stockAdjustmentSchema = z.object({
  newStock: integerInput(0, 'New stock must be a whole number of at least 0'),
  reason: optionalText(STOCK_REASON_MAX, `Reason must be at most ${STOCK_REASON_MAX} characters`),
});
export type StockAdjustmentData = z.output<typeof stockAdjustmentSchema>;
export type StockAdjustmentBody = z.input<typeof stockAdjustmentSchema>;

/**
 * GET /api/inventory. `status` takes the stored status (active, inactive — the line-item pickers ask for
 * active parts) or a display status; `stockStatus` takes a display status, to combine both.
 */
export const inventoryListQuerySchema = pageQuerySchema.extend({
  status: z.enum([...INVENTORY_STATUSES, ...INVENTORY_DISPLAY_STATUSES]).optional(),
  stockStatus: z.enum(INVENTORY_DISPLAY_STATUSES).optional(),
  category: z.string().trim().max(100).optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

// ---- Responses ----------------------------------------------------------------------------------------

export const inventoryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  unitPrice: z.string(),
  cost: z.string(),
  currentStock: z.number(),
  minStock: z.number(),
  maxStock: z.number(),
  supplier: z.string().nullable(),
  supplierSku: z.string().nullable(),
  status: z.enum(INVENTORY_STATUSES),
  isOnOrder: z.boolean(),
  taxable: z.boolean(),
  reorderLevel: z.number(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  displayStatus: z.enum(INVENTORY_DISPLAY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.output<typeof inventoryItemSchema>;

export const STOCK_MOVEMENT_KINDS = [
  'count_adjustment',
  'po_receipt',
  'usage',
  'initial',
  'correction',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  count_adjustment: 'Stock count',
  po_receipt: 'PO receipt',
  usage: 'Usage',
  initial: 'Opening stock',
  correction: 'Correction',
};

/** GET /api/inventory/{id}/movements — the ledger, newest first. */
export const stockMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantityChange: z.number(),
  stockBefore: z.number(),
  stockAfter: z.number(),
  reason: z.string().nullable(),
  purchaseOrderId: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** Usage: the completed job that used the parts, or the invoice that sold them (a return names it too). */
  jobId: z.string().nullable(),
  jobNumber: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.output<typeof stockMovementSchema>;

/**
 * Tenant settings (Settings → General, boolean) read by stock usage: when 'true', completing a job or
 * sending an invoice may take a part's stock below zero; otherwise the action is refused naming the part.
 */
export const ALLOW_NEGATIVE_STOCK_SETTING = 'inventory.allow_negative_stock';

/** GET /api/inventory/summary */
export const inventorySummarySchema = z.object({
  totalItems: z.number(),
  /** Σ currentStock × cost, a decimal string */
  totalValue: z.string(),
  lowStock: z.number(),
  outOfStock: z.number(),
  onOrder: z.number(),
});
export type InventorySummary = z.output<typeof inventorySummarySchema>;

/** PATCH /api/inventory/{id}/stock — the item after the adjustment and the ledger entry it wrote. */
export const stockAdjustmentResultSchema = z.object({
  item: inventoryItemSchema,
  movement: stockMovementSchema,
});
