import sharp from 'sharp';

import type { ImageKind } from './file-types';

/**
 * The most pixels an uploaded image may have (40 megapixels: a 48 MP phone photo is refused, any
 * ordinary photo or screenshot passes). A small compressed file can declare 20,000 × 20,000
 * pixels and need 1.6 GB once decoded; the header is read first and such an image is never decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ReencodeOutcome =
  { ok: true; bytes: Buffer; width: number; height: number } | { ok: false; reason: 'dimensions' | 'unreadable' };

/**
 * Decodes the image and writes it anew in its own format: turned upright by its EXIF orientation,
 * then without any metadata (sharp keeps none unless asked: no GPS position, no camera serial, no
 * embedded thumbnail or comment where a script could hide). Only the first frame of an animation
 * is kept. A file whose content is not the image it claims to be fails to decode and is refused.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind, maxPixels = MAX_IMAGE_PIXELS): Promise<ReencodeOutcome> {
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    // Only the header is read here; sharp's own default pixel limit would fail it before we can say why.
    ({ width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!width || !height || format !== kind) return { ok: false, reason: 'unreadable' };
  if (width * height > maxPixels) return { ok: false, reason: 'dimensions' };
  try {
    // limitInputPixels again: the header read above and the decoder must agree, whatever the file says twice.
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const encoded = kind === 'jpeg' ? image.jpeg({ quality: 85 }) : kind === 'png' ? image.png() : image.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'dimensions' : 'unreadable' };
  }
}
