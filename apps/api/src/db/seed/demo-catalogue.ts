import { inventoryItems, serviceLineItems, services, stockMovements } from '../schema';
import { forSize, priceLines, type JobUsage, type TenantSeed } from './demo-context';

export type DemoItem = typeof inventoryItems.$inferSelect;
export type DemoService = typeof services.$inferSelect;
export interface Catalogue {
  items: DemoItem[];
  services: DemoService[];
}

export const SUPPLIERS = {
  lonestar: { name: 'Lone Star HVAC Supply', email: 'orders@lonestarhvac.example', phone: '(512) 555-0181' },
  capital: {
    name: 'Capital Refrigerant Co.',
    email: 'sales@capitalrefrigerant.example',
    phone: '(512) 555-0182',
  },
  gulf: {
    name: 'Gulf Coast Motors & Controls',
    email: 'orders@gulfcoastmotors.example',
    phone: '(713) 555-0183',
  },
  duct: { name: 'Texas Duct & Sheet Metal', email: 'counter@texasduct.example', phone: '(512) 555-0184' },
  safe: { name: 'SafeGear Distributors', email: 'orders@safegear.example', phone: '(214) 555-0185' },
};
type SupplierKey = keyof typeof SUPPLIERS;

// name, sku, category, unit price, cost, current stock, reorder level, supplier, location, in the small set
type ItemRow = [string, string, string, string, string, number, number, SupplierKey, string, boolean?];
const ITEMS: ItemRow[] = [
  [
    'Pleated Air Filter 16x25x1 MERV 8',
    'FLT-16251-M8',
    'Filters',
    '14.50',
    '6.25',
    96,
    40,
    'lonestar',
    'Shelf A1',
    true,
  ],
  [
    'Pleated Air Filter 20x25x4 MERV 11',
    'FLT-20254-M11',
    'Filters',
    '42.00',
    '19.80',
    8,
    12,
    'lonestar',
    'Shelf A2',
  ],
  [
    'Media Filter 20x20x5 MERV 13',
    'FLT-20205-M13',
    'Filters',
    '58.00',
    '27.40',
    22,
    10,
    'lonestar',
    'Shelf A3',
    true,
  ],
  [
    'R-410A Refrigerant, 25 lb Cylinder',
    'REF-410A-25',
    'Refrigerants',
    '289.00',
    '185.00',
    7,
    4,
    'capital',
    'Cage R1',
    true,
  ],
  [
    'R-32 Refrigerant, 25 lb Cylinder',
    'REF-R32-25',
    'Refrigerants',
    '265.00',
    '168.00',
    5,
    3,
    'capital',
    'Cage R1',
  ],
  [
    'R-22 Refrigerant (Reclaimed), 30 lb',
    'REF-R22-30',
    'Refrigerants',
    '720.00',
    '540.00',
    0,
    2,
    'capital',
    'Cage R2',
  ],
  ['Evaporator Coil, 3 Ton Cased', 'COIL-EVAP-3T', 'Coils', '1150.00', '690.00', 3, 2, 'lonestar', 'Bay 2'],
  ['Condenser Coil, 4 Ton', 'COIL-COND-4T', 'Coils', '1380.00', '845.00', 2, 1, 'lonestar', 'Bay 2'],
  [
    'Condenser Fan Motor 1/4 HP 1075 RPM',
    'MTR-CFM-025',
    'Motors',
    '189.00',
    '96.00',
    9,
    5,
    'gulf',
    'Shelf C1',
    true,
  ],
  ['ECM Blower Motor 1/2 HP', 'MTR-ECM-050', 'Motors', '495.00', '298.00', 2, 3, 'gulf', 'Shelf C2'],
  ['Draft Inducer Motor Assembly', 'MTR-IND-01', 'Motors', '325.00', '188.00', 4, 2, 'gulf', 'Shelf C2'],
  [
    'Dual Run Capacitor 45/5 MFD 440V',
    'CAP-455-440',
    'Controls',
    '24.00',
    '8.50',
    35,
    15,
    'gulf',
    'Bin D1',
    true,
  ],
  [
    'Contactor 2-Pole 40A 24V Coil',
    'CON-2P-40',
    'Controls',
    '38.00',
    '14.20',
    18,
    10,
    'gulf',
    'Bin D2',
    true,
  ],
  [
    'Programmable Thermostat, 7-Day',
    'TST-PRG-7D',
    'Controls',
    '189.00',
    '112.00',
    7,
    5,
    'lonestar',
    'Shelf D3',
    true,
  ],
  ['Wi-Fi Smart Thermostat', 'TST-WIFI-01', 'Controls', '279.00', '176.00', 0, 4, 'lonestar', 'Shelf D3'],
  ['Universal Defrost Control Board', 'CTL-DFB-UNI', 'Controls', '165.00', '92.00', 6, 3, 'gulf', 'Shelf D4'],
  [
    'Insulated Flex Duct 8" x 25 ft R8',
    'DCT-FLX-8-25',
    'Ductwork',
    '89.00',
    '46.00',
    14,
    6,
    'duct',
    'Bay 3',
    true,
  ],
  ['Foil Duct Tape 2.5" x 60 yd', 'DCT-TAPE-60', 'Ductwork', '16.00', '7.10', 40, 12, 'duct', 'Bin E1'],
  ['Duct Mastic Sealant, 1 gal', 'DCT-MST-1G', 'Ductwork', '28.00', '12.90', 5, 6, 'duct', 'Bin E2'],
  ['Digital Manifold Gauge Set', 'TL-MAN-DIG', 'Tools', '349.00', '215.00', 3, 1, 'lonestar', 'Tool crib'],
  ['Vacuum Pump 6 CFM', 'TL-VAC-6', 'Tools', '429.00', '262.00', 2, 1, 'lonestar', 'Tool crib'],
  [
    'Nitrile Gloves, Box of 100',
    'SAF-GLV-100',
    'Safety Equipment',
    '18.00',
    '8.40',
    22,
    10,
    'safe',
    'Bin F1',
    true,
  ],
  ['Anti-Fog Safety Glasses', 'SAF-GLS-AF', 'Safety Equipment', '9.50', '3.80', 4, 10, 'safe', 'Bin F2'],
  ['Condensate Pump 115V', 'OTH-CP-115', 'Other', '119.00', '64.00', 6, 3, 'lonestar', 'Shelf G1', true],
  [
    'Condensate Pan Treatment Tablets (24)',
    'OTH-TAB-24',
    'Other',
    '22.00',
    '9.75',
    30,
    10,
    'lonestar',
    'Bin G2',
  ],
];
/** On order: a replacement is on an open purchase order (see demo-purchasing). */
export const ON_ORDER_SKU = 'MTR-ECM-050';

// name, category, price, description, tags, in the small set, inactive
type SimpleRow = [string, string, string, string, string[], boolean, boolean?];
const SIMPLE: SimpleRow[] = [
  [
    'Diagnostic Service Call',
    'Repair',
    '89.00',
    'Trip charge and full system diagnosis.',
    ['diagnostic'],
    true,
  ],
  [
    'A/C Tune-Up',
    'Maintenance',
    '129.00',
    '21-point cooling check, coil rinse, refrigerant check.',
    ['cooling', 'seasonal'],
    true,
  ],
  [
    'Furnace Safety Inspection',
    'Inspection',
    '119.00',
    'Heat exchanger, gas pressure and CO test.',
    ['heating', 'safety'],
    true,
  ],
  [
    'Emergency After-Hours Call',
    'Emergency',
    '195.00',
    'Nights, weekends and holidays response.',
    ['emergency'],
    true,
  ],
  [
    'Refrigerant Recharge (per lb)',
    'Repair',
    '85.00',
    'Leak check and recharge, priced per pound.',
    ['cooling'],
    false,
  ],
  [
    'Thermostat Installation',
    'Installation',
    '145.00',
    'Labor to install a customer-supplied thermostat.',
    ['controls'],
    true,
  ],
  [
    'Duct Cleaning (per system)',
    'Maintenance',
    '399.00',
    'Supply and return duct cleaning with sanitizer.',
    ['iaq'],
    false,
  ],
  [
    'Indoor Air Quality Assessment',
    'Inspection',
    '149.00',
    'Humidity, particulate and VOC readings with report.',
    ['iaq'],
    false,
  ],
  [
    'Window Unit Service',
    'Maintenance',
    '79.00',
    'Cleaning and check of a window A/C unit.',
    ['legacy'],
    false,
    true,
  ],
];
const LABOR_RATE = '115.00';
// name, category, description, lines: part = SKU, labor = description, service = simple service name
type CompositeLine = ['part' | 'labor' | 'service', string, string];
const COMPOSITE: [string, string, string, CompositeLine[]][] = [
  [
    'Capacitor Replacement',
    'Repair',
    'Replace a failed run capacitor, test the compressor and fan.',
    [
      ['service', 'Diagnostic Service Call', '1'],
      ['part', 'CAP-455-440', '1'],
      ['labor', 'Technician labor (hours)', '0.75'],
    ],
  ],
  [
    'Smart Thermostat Upgrade',
    'Installation',
    'Supply and install a programmable thermostat, set schedules.',
    [
      ['part', 'TST-PRG-7D', '1'],
      ['labor', 'Installation labor (hours)', '1.5'],
    ],
  ],
  [
    'Condenser Fan Motor Replacement',
    'Repair',
    'New fan motor and capacitor, blade transfer, amp draw test.',
    [
      ['part', 'MTR-CFM-025', '1'],
      ['part', 'CAP-455-440', '1'],
      ['labor', 'Technician labor (hours)', '2'],
    ],
  ],
  [
    'Seasonal Maintenance Package',
    'Maintenance',
    'Cooling tune-up, furnace inspection and two filters.',
    [
      ['service', 'A/C Tune-Up', '1'],
      ['service', 'Furnace Safety Inspection', '1'],
      ['part', 'FLT-16251-M8', '2'],
    ],
  ],
  [
    'Evaporator Coil Replacement',
    'Installation',
    'Replace the indoor coil, evacuate and recharge R-410A.',
    [
      ['part', 'COIL-EVAP-3T', '1'],
      ['part', 'REF-410A-25', '1'],
      ['labor', 'Installation labor (hours)', '6'],
    ],
  ],
  [
    'Emergency No-Cool Repair',
    'Emergency',
    'After-hours call with contactor replacement.',
    [
      ['service', 'Emergency After-Hours Call', '1'],
      ['part', 'CON-2P-40', '1'],
      ['labor', 'Technician labor (hours)', '1.25'],
    ],
  ],
];

/** Parts (with the on-order flag) and services; the stock ledger comes later, once receipts are known. */
export async function seedCatalogue(seed: TenantSeed): Promise<Catalogue> {
  const { scope, clock } = seed;
  const items = await scope.tx
    .insert(inventoryItems)
    .values(
      forSize(
        seed,
        ITEMS.map((row) => ({ row, small: row[9] })),
      ).map(({ row }, i) => {
        const [name, sku, category, unitPrice, cost, currentStock, reorderLevel, supplier, location] = row;
        return {
          tenantId: scope.tenantId,
          name,
          sku,
          category,
          unitPrice,
          cost,
          currentStock,
          reorderLevel,
          location,
          minStock: Math.floor(reorderLevel / 2),
          maxStock: Math.max(50, reorderLevel * 8),
          supplier: SUPPLIERS[supplier].name,
          supplierSku: `${supplier.slice(0, 2).toUpperCase()}-${sku}`,
          description: `${category} stock item.`,
          isOnOrder: sku === ON_ORDER_SKU,
          createdAt: clock.ago(120 - i / 10),
        };
      }),
    )
    .returning();
  const bySku = new Map(items.map((item) => [item.sku!, item]));

  const simple = await scope.tx
    .insert(services)
    .values(
      forSize(
        seed,
        SIMPLE.map((row) => ({ row, small: row[5] })),
      ).map(({ row: [name, category, basePrice, description, tags, , inactive] }, i) => ({
        tenantId: scope.tenantId,
        name,
        category,
        basePrice,
        description,
        tags,
        serviceType: 'simple' as const,
        status: inactive ? ('inactive' as const) : ('active' as const),
        createdAt: clock.ago(200 - i),
      })),
    )
    .returning();
  const byName = new Map(simple.map((s) => [s.name, s]));

  const composite: DemoService[] = [];
  for (const [index, [name, category, description, lines]] of COMPOSITE.entries()) {
    // A small organization only offers packages whose parts and services it carries.
    if (
      !lines.every(([type, ref]) => type === 'labor' || (type === 'part' ? bySku.has(ref) : byName.has(ref)))
    )
      continue;
    const resolved = lines.map(([itemType, ref, quantity]) => {
      const item = itemType === 'part' ? bySku.get(ref)! : undefined;
      const service = itemType === 'service' ? byName.get(ref)! : undefined;
      return {
        itemType,
        quantity,
        inventoryId: item?.id ?? null,
        itemName: item?.name ?? service?.name ?? ref,
        rate: item?.unitPrice ?? service?.basePrice ?? LABOR_RATE,
      };
    });
    const priced = priceLines(resolved);
    const [row] = await scope.tx
      .insert(services)
      .values({
        tenantId: scope.tenantId,
        name,
        category,
        description,
        serviceType: 'composite',
        basePrice: priced.subtotal,
        isInventoried: resolved.some((l) => l.inventoryId),
        tags: [category.toLowerCase(), 'package'],
        createdAt: clock.ago(150 - index),
      })
      .returning();
    await scope.tx
      .insert(serviceLineItems)
      .values(priced.lines.map((l) => ({ ...l, tenantId: scope.tenantId, serviceId: row.id })));
    composite.push(row);
  }
  return { items, services: [...simple, ...composite] };
}

export interface StockReceipt {
  inventoryId: string;
  quantity: number;
  at: Date;
  poId: string;
  poNumber: string;
}

type Movement = typeof stockMovements.$inferInsert;

/**
 * The ledger of every part, consistent with currentStock: an opening count, the parts completed jobs used,
 * the purchase order receipts, and a cycle count where the numbers would otherwise have gone below zero.
 */
export async function seedStockLedger(
  seed: TenantSeed,
  items: DemoItem[],
  receipts: StockReceipt[],
  usages: JobUsage[],
): Promise<number> {
  const { rand, clock, scope, staff } = seed;
  const rows: Movement[] = [];
  for (const item of items) {
    const events: {
      kind: Movement['kind'];
      delta: number;
      at: Date;
      reason: string;
      poId?: string;
      jobId?: string;
    }[] = [];
    for (const u of usages.filter((x) => x.inventoryId === item.id)) {
      events.push({
        kind: 'usage',
        delta: -u.quantity,
        at: u.at,
        reason: `Used on job ${u.jobNumber}`,
        jobId: u.jobId,
      });
    }
    for (const r of receipts.filter((x) => x.inventoryId === item.id)) {
      events.push({
        kind: 'po_receipt',
        delta: r.quantity,
        at: r.at,
        reason: `Received on ${r.poNumber}`,
        poId: r.poId,
      });
    }
    if (rand.chance(0.25))
      events.push({
        kind: 'count_adjustment',
        delta: rand.pick([-1, 1]),
        at: clock.ago(rand.int(2, 60)),
        reason: 'Cycle count',
      });
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    let opening = item.currentStock - events.reduce((sum, e) => sum + e.delta, 0);
    let running = opening;
    let lowest = opening;
    for (const e of events) lowest = Math.min(lowest, (running += e.delta));
    if (lowest < 0) {
      // Start higher and let a recent count correct the surplus, so the ledger never goes negative.
      opening -= lowest;
      events.push({
        kind: 'count_adjustment',
        delta: lowest,
        at: clock.ago(0.3),
        reason: 'Cycle count: shrinkage found',
      });
    }
    let stock = 0;
    const all = [
      { kind: 'initial' as const, delta: opening, at: item.createdAt, reason: 'Opening stock count' },
      ...events,
    ];
    for (const e of all) {
      rows.push({
        tenantId: scope.tenantId,
        inventoryId: item.id,
        kind: e.kind,
        quantityChange: e.delta,
        stockBefore: stock,
        stockAfter: (stock += e.delta),
        reason: e.reason,
        purchaseOrderId: 'poId' in e ? e.poId : null,
        jobId: 'jobId' in e ? e.jobId : null,
        userId: staff.manager.id,
        createdAt: e.at,
      });
    }
    if (stock !== item.currentStock) throw new Error(`Stock ledger of ${item.sku} does not add up`);
  }
  await scope.tx.insert(stockMovements).values(rows);
  return rows.length;
}
