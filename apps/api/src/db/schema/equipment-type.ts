import { pgEnum } from 'drizzle-orm/pg-core';

/** Own file: the catalogue (services that create equipment) and the equipment tables both use it. */
export const equipmentType = pgEnum('equipment_type', [
  'furnace',
  'air_conditioner',
  'heat_pump',
  'boiler',
  'air_handler',
  'mini_split',
  'water_heater',
  'thermostat',
  'other',
]);
