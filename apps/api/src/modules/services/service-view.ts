import type { Service, ServiceLineItem, ServiceWithLines } from '@tradeworks/contracts/services';
import type { ServiceLineRow, ServiceRow } from './services.repository';

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    serviceType: row.serviceType,
    basePrice: row.basePrice,
    category: row.category,
    status: row.status,
    isInventoried: row.isInventoried,
    taxable: row.taxable,
    createsEquipment: row.createsEquipment,
    equipmentType: row.equipmentType,
    tags: row.tags,
    bookable: row.bookable,
    bookingDurationMinutes: row.bookingDurationMinutes,
    bookingPriceFrom: row.bookingPriceFrom,
    bookingSkills: row.bookingSkills,
    bookingCallUs: row.bookingCallUs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toServiceLineItem(row: ServiceLineRow): ServiceLineItem {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    itemType: row.itemType,
    itemName: row.itemName,
    quantity: row.quantity,
    rate: row.rate,
    total: row.total,
    sortOrder: row.sortOrder,
  };
}

export function toServiceWithLines(row: ServiceRow, lines: ServiceLineRow[]): ServiceWithLines {
  const sorted = [...lines].sort((a, b) => a.sortOrder - b.sortOrder);
  return { ...toService(row), lineItems: sorted.map(toServiceLineItem) };
}
