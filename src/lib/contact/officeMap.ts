import type { Site } from '../../content/schema';

/** Where the office map comes from: the one origin a page of the site loads anything from by default. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** An OpenStreetMap view of the office, about 600 m across: the frame's address and the full map's. */
export function mapUrls({ latitude: lat, longitude: lon, zoom }: Site['geo']): { embed: string; open: string } {
  const d = 0.004;
  const bbox = [lon - d, lat - d / 1.5, lon + d, lat + d / 1.5].map((n) => n.toFixed(5)).join(',');
  return {
    embed: `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    open: `${MAP_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`,
  };
}
