import {
  TRACKING_MAP_DECIMALS,
  TRACKING_MAP_HIDE_WITHIN_KM,
  TRACKING_MAP_ZOOM,
  type Tracking,
} from '@tradeworks/contracts/tracking';
import { haversineMetres } from '../../platform/geo/haversine';

/** The server's tile server (TRACK_TILE_URL and its credit); no tile URL: the page has no map. */
export interface TileServer {
  tileUrl?: string;
  attribution?: string;
}

export interface MapFacts {
  /** Only a fresh, location-sourced position is drawn (a stale one no longer says where the technician is). */
  freshPosition: boolean;
  onTheWay: boolean;
  position: { latitude: number; longitude: number } | null;
  destination: { latitude: number; longitude: number } | null;
}

const round = (value: number) => Number(value.toFixed(TRACKING_MAP_DECIMALS));

/**
 * The tracking page's map: the technician's position rounded to about a kilometre, and only while they are on
 * the way, with a fresh position, and still more than TRACKING_MAP_HIDE_WITHIN_KM from the client — nearer,
 * even a rounded dot would show the client's street. The client's own coordinates never leave the server; when
 * the job has none, no map either (the distance rule could not be kept).
 */
export function trackingMap(tiles: TileServer, facts: MapFacts): Tracking['map'] {
  const { position, destination } = facts;
  if (!tiles.tileUrl || !facts.onTheWay || !facts.freshPosition || !position || !destination) return null;
  const metres = haversineMetres(
    [position.longitude, position.latitude],
    [destination.longitude, destination.latitude],
  );
  if (metres < TRACKING_MAP_HIDE_WITHIN_KM * 1000) return null;
  return {
    tileUrl: tiles.tileUrl,
    attribution: tiles.attribution?.trim() || null,
    zoom: TRACKING_MAP_ZOOM,
    latitude: round(position.latitude),
    longitude: round(position.longitude),
  };
}
