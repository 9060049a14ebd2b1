import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_DEFAULTS,
  inventoryCreateSchema,
  inventoryUpdateSchema,
  type InventoryCreateData,
  type InventoryItem,
} from '@tradeworks/contracts/inventory';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { MoneyInput } from '@/components/money-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';

type FormInput = z.input<typeof inventoryCreateSchema>;

const EMPTY: FormInput = {
  name: '',
  sku: '',
  category: '',
  description: '',
  unitPrice: '0.00',
  cost: '0.00',
  currentStock: '0',
  minStock: String(INVENTORY_DEFAULTS.minStock),
  maxStock: String(INVENTORY_DEFAULTS.maxStock),
  reorderLevel: String(INVENTORY_DEFAULTS.reorderLevel),
  supplier: '',
  supplierSku: '',
  status: INVENTORY_DEFAULTS.status,
  isOnOrder: false,
  taxable: true,
  location: '',
  notes: '',
};

const fromItem = (item: InventoryItem): FormInput => ({
  ...item,
  sku: item.sku ?? '',
  category: item.category ?? '',
  description: item.description ?? '',
  supplier: item.supplier ?? '',
  supplierSku: item.supplierSku ?? '',
  location: item.location ?? '',
  notes: item.notes ?? '',
  currentStock: String(item.currentStock),
  minStock: String(item.minStock),
  maxStock: String(item.maxStock),
  reorderLevel: String(item.reorderLevel),
});

interface InventoryFormProps {
  /** The item being edited; absent when adding. */
  item?: InventoryItem;
  saving: boolean;
  onSubmit: (values: InventoryCreateData) => void;
  onCancel: () => void;
}

/** Add New Item / Edit Item with every field and the spec's defaults, validated with the server's schema. */
export function InventoryForm({ item, saving, onSubmit, onCancel }: InventoryFormProps) {
  // Editing leaves currentStock out: stock changes go through a stock count (the ledger).
  const schema = item ? inventoryUpdateSchema : inventoryCreateSchema;
  const form = useForm<FormInput, unknown, InventoryCreateData>({
    resolver: zodResolver(schema) as unknown as Resolver<FormInput, unknown, InventoryCreateData>,
    defaultValues: item ? fromItem(item) : EMPTY,
  });
  const { errors } = form.formState;
  const text = (name: keyof FormInput) => form.register(name);
  const categories = [
    ...INVENTORY_CATEGORIES,
    ...(item?.category && !(INVENTORY_CATEGORIES as readonly string[]).includes(item.category)
      ? [item.category]
      : []),
  ];

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Item Details</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Name" required error={errors.name?.message} className="sm:col-span-2">
            <Input {...text('name')} autoFocus={!item} />
          </FormField>
          <FormField label="SKU" error={errors.sku?.message}>
            <Input {...text('sku')} />
          </FormField>
          <SelectField
            control={form.control}
            name="category"
            id="inventory-category"
            label="Category"
            placeholder="Select a category"
            options={categories}
            error={errors.category?.message}
          />
          <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
            <Textarea rows={2} {...text('description')} />
          </FormField>
          <FormField label="Unit Price" required error={errors.unitPrice?.message}>
            <MoneyInput {...text('unitPrice')} />
          </FormField>
          <FormField label="Cost" required error={errors.cost?.message}>
            <MoneyInput {...text('cost')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Stock Levels</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          {item ? (
            <FormField
              label="Current Stock"
              description="Change stock with Adjust Stock on the item page; every change is kept in its history."
            >
              <Input value={item.currentStock} readOnly />
            </FormField>
          ) : (
            <FormField label="Current Stock" required error={errors.currentStock?.message}>
              <Input type="number" min={0} step={1} inputMode="numeric" {...text('currentStock')} />
            </FormField>
          )}
          <FormField label="Reorder Level" required error={errors.reorderLevel?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...text('reorderLevel')} />
          </FormField>
          <FormField label="Min Stock" required error={errors.minStock?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...text('minStock')} />
          </FormField>
          <FormField label="Max Stock" required error={errors.maxStock?.message}>
            <Input type="number" min={1} step={1} inputMode="numeric" {...text('maxStock')} />
          </FormField>
          <FormField label="Location" error={errors.location?.message}>
            <Input {...text('location')} placeholder="e.g. Shelf A1" />
          </FormField>
          <SelectField
            control={form.control}
            name="status"
            id="inventory-status"
            label="Status"
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            error={errors.status?.message}
          />
          <div className="flex items-center justify-between gap-3 rounded-lg border p-3 sm:col-span-2">
            <label htmlFor="inventory-taxable" className="text-sm">
              <span className="font-medium">Taxable</span>
              <span className="block text-muted-foreground">
                Quote and invoice lines of this part are taxed unless changed on the line.
              </span>
            </label>
            <Controller
              control={form.control}
              name="taxable"
              render={({ field }) => (
                <Switch
                  id="inventory-taxable"
                  checked={field.value !== false}
                  onCheckedChange={field.onChange}
                  ref={field.ref}
                />
              )}
            />
          </div>
          <div className="flex items-center justify-between gap-3 rounded-lg border p-3 sm:col-span-2">
            <label htmlFor="inventory-on-order" className="text-sm">
              <span className="font-medium">On order</span>
              <span className="block text-muted-foreground">
                A purchase order for this part is on its way.
              </span>
            </label>
            <Controller
              control={form.control}
              name="isOnOrder"
              render={({ field }) => (
                <Switch
                  id="inventory-on-order"
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                  ref={field.ref}
                />
              )}
            />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Supplier</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Supplier" error={errors.supplier?.message}>
            <Input {...text('supplier')} />
          </FormField>
          <FormField label="Supplier SKU" error={errors.supplierSku?.message}>
            <Input {...text('supplierSku')} />
          </FormField>
          <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea rows={3} {...text('notes')} />
          </FormField>
        </CardContent>
      </Card>

      <FormActions saving={saving} onCancel={onCancel} submitLabel={item ? 'Save Changes' : 'Add Item'} />
    </form>
  );
}
