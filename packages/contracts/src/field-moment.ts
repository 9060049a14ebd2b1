import { z } from 'zod';

/**
 * When and where a technician's tap happened (issue 35): the offline queue sends taps later, so the device's
 * time travels with them; the position only when the technician allowed location (never required).
 */

/** When the tap happened on the device; never later than the server's now (a little clock skew is allowed). */
export const deviceTimeSchema = z.iso
  .datetime({ offset: true, error: 'Must be a time no later than now' })
  .optional();

const coordinate = (min: number, max: number) =>
  z
    .number({ error: `Must be between ${min} and ${max}` })
    .min(min, `Must be between ${min} and ${max}`)
    .max(max, `Must be between ${min} and ${max}`)
    .nullish();

export const devicePositionFields = {
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  /** Metres, as the browser's Geolocation API reports it. */
  accuracy: z.number().min(0).max(100_000).nullish(),
};
export const devicePositionSchema = z.object(devicePositionFields);
export type DevicePosition = z.input<typeof devicePositionSchema>;

/** The body of a field action (On my way, Start, clock-in, clock-out): the tap's time and position. */
export const fieldMomentSchema = z.object({ ...devicePositionFields, at: deviceTimeSchema });
export type FieldMomentBody = z.input<typeof fieldMomentSchema>;
