// OpenStreetMap's embeddable map, loaded as an iframe once its host answers. The server's
// Content-Security-Policy allows this host in frame-src and object-src.

export const OPENSTREETMAP_PROBE_URL = 'https://www.openstreetmap.org/favicon.ico';

export interface MapPoint {
  lat: string;
  lon: string;
}

/** Coordinates as numbers for the map's bounding box (geometry, not money), or null when invalid. */
function coordinates(point: MapPoint | undefined): { lat: number; lon: number } | null {
  if (!point) return null;
  const lat = Number(point.lat);
  const lon = Number(point.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/** The embed URL centred on `point` with a marker, about a kilometre across; undefined when the point is invalid. */
export function openStreetMapEmbedUrl(point: MapPoint | undefined): string | undefined {
  const at = coordinates(point);
  if (!at) return undefined;
  const fixed = (n: number) => n.toFixed(5);
  const bbox = [at.lon - 0.006, at.lat - 0.003, at.lon + 0.006, at.lat + 0.003].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${fixed(at.lat)},${fixed(at.lon)}`)}`;
}

/** The full map on openstreetmap.org (for the link beside the embed); the home page when the point is invalid. */
export function openStreetMapPage(point: MapPoint | undefined): string {
  const at = coordinates(point);
  if (!at) return 'https://www.openstreetmap.org/';
  return `https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lon}#map=16/${at.lat}/${at.lon}`;
}
