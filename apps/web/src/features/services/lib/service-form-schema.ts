import { z } from 'zod';
import { optionalMoneyInput } from '@tradeworks/contracts/catalogue-fields';
import {
  SERVICE_MESSAGES,
  requireComponents,
  requireSimplePrice,
  serviceBodySchema,
  serviceFieldsSchema,
  type ServiceWithLines,
} from '@tradeworks/contracts/services';

/** The server's body schema, with the form's wording of the price message (spec part 2 §5). */
export const serviceFormSchema = z
  .object({
    service: serviceFieldsSchema.extend({
      basePrice: optionalMoneyInput({
        negative: SERVICE_MESSAGES.priceNegative,
        invalid: 'Price must be a number',
      }),
    }),
    lineItems: serviceBodySchema.shape.lineItems,
  })
  .superRefine(requireSimplePrice)
  .superRefine(requireComponents);

export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormValues = z.output<typeof serviceFormSchema>;

export const EMPTY_SERVICE: ServiceFormInput = {
  service: {
    name: '',
    description: '',
    serviceType: 'simple',
    basePrice: '',
    category: '',
    status: 'active',
    isInventoried: false,
    taxable: true,
    createsEquipment: false,
    equipmentType: null,
    tags: '',
  },
  lineItems: [],
};

export function serviceToForm(service: ServiceWithLines): ServiceFormInput {
  return {
    service: {
      name: service.name,
      description: service.description ?? '',
      serviceType: service.serviceType,
      basePrice: service.serviceType === 'simple' ? service.basePrice : '',
      category: service.category ?? '',
      status: service.status,
      isInventoried: service.isInventoried,
      taxable: service.taxable,
      createsEquipment: service.createsEquipment,
      equipmentType: service.equipmentType,
      tags: service.tags.join(', '),
    },
    lineItems: service.lineItems.map((l) => ({
      inventoryId: l.inventoryId,
      itemType: l.itemType,
      itemName: l.itemName,
      quantity: l.quantity,
      rate: l.rate,
    })),
  };
}
