/*
 * What an upload is, read from its first bytes (magic numbers), never from its name or the type
 * the browser declared: both are the sender's words. Issue 7's allow-lists: review pictures are
 * JPEG, PNG or WebP; contact documents are those or PDF.
 */

export const UPLOAD_KINDS = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', image: true },
  png: { mime: 'image/png', extension: 'png', image: true },
  webp: { mime: 'image/webp', extension: 'webp', image: true },
  pdf: { mime: 'application/pdf', extension: 'pdf', image: false },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export type ImageKind = 'jpeg' | 'png' | 'webp';

export const PICTURE_KINDS: readonly UploadKind[] = ['jpeg', 'png', 'webp'];
export const DOCUMENT_KINDS: readonly UploadKind[] = ['pdf', 'jpeg', 'png', 'webp'];

/** 5 MB for a review picture, 10 MB for a contact document (issue 7). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The kind the bytes are, or null for anything else (an executable, a ZIP, text…). */
export function detectUploadKind(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // Readers accept the header anywhere in the first KB; we ask for it first, as every writer puts it.
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

export function isImageKind(kind: UploadKind): kind is ImageKind {
  return UPLOAD_KINDS[kind].image;
}
