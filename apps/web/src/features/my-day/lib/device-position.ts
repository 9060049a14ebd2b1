/** Where the phone is, when the technician allows location: sent with On my way for the client's ETA. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/**
 * The device's position, or null (no permission, no fix within 3 s, no Geolocation API). Never throws and
 * never waits long: the tap is queued either way, and the ETA then comes from the planned route. A fix up to two
 * minutes old will do for a tap; the periodic send while on the way passes `maximumAge: 0`, since a cached fix
 * would be sent again, dated now, as if the technician had not moved.
 */
export function currentPosition({ maximumAge = 120_000 } = {}): Promise<DevicePosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { timeout: 3_000, maximumAge, enableHighAccuracy: false },
    );
  });
}
