/**
 * Photos as a phone takes them, and what is left in a picture the editor
 * saved: read with sharp and, for what a photo could leak, from the bytes
 * of the file's own containers (JPEG segments, WebP chunks, the EXIF
 * directory), so no one reader is trusted alone.
 */
import sharp from 'sharp';

/** Where the test photo says it was taken, as a phone writes it into EXIF and XMP. */
const PLACE = { latitude: '41/1 52/1 5/1', longitude: '87/1 37/1 40/1', name: 'Chicago, Illinois' };

/**
 * A phone's photo: 4032×3024 pixels as stored, shown upright as 3024×4032
 * (EXIF Orientation 6), with the camera's make and model, a GPS position and
 * an XMP packet naming the place. Smooth color, so it compresses like a
 * photo rather than like noise; another `shot`, another picture.
 */
export async function phonePhoto(shot = 1): Promise<Buffer> {
  const [w, h] = [64, 48];
  const seed = Buffer.alloc(w * h * 3);
  for (let i = 0; i < seed.length; i++) seed[i] = (((i + shot * 7919) * 2654435761) >>> 0) % 256;
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="${PLACE.name}"/></rdf:RDF></x:xmpmeta>`;
  return sharp(seed, { raw: { width: w, height: h, channels: 3 } })
    .resize(4032, 3024, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: PLACE.latitude, GPSLongitudeRef: 'W', GPSLongitude: PLACE.longitude },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(xmp)
    .toBuffer();
}

/** The four-character names of a WebP file's chunks (RIFF), in order; [] when it is not one. */
export function webpChunks(bytes: Buffer): string[] {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return [];
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    chunks.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** Whether an EXIF block (TIFF data, after its "Exif\0\0" mark if any) has a GPS directory in its first directory. */
export function hasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let i = 0; i < count; i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** What a picture file is and what it carries besides its pixels. */
export interface PictureFacts {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  /** EXIF Orientation, if the file has one. */
  orientation: number | undefined;
  exif: boolean;
  gps: boolean;
  xmp: boolean;
  /** The WebP chunks, or [] for another format. */
  chunks: string[];
  /** An EXIF mark anywhere in the bytes ("Exif\0\0" opens a JPEG's APP1 and many WebP EXIF chunks). */
  exifMark: boolean;
}

export async function pictureFacts(bytes: Buffer): Promise<PictureFacts> {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif !== undefined,
    gps: meta.exif !== undefined && hasGps(meta.exif),
    xmp: meta.xmp !== undefined,
    chunks: webpChunks(bytes),
    exifMark: bytes.includes('Exif\0\0', 0, 'latin1'),
  };
}
