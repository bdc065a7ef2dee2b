import type { CommunityMessageKey } from '../community-messages';
import { DOCUMENT_KINDS, PICTURE_KINDS, detectUploadKind, isImageKind, type UploadKind } from './file-types';
import { reencodeImage } from './image-reencode';
import { inspectPdf } from './pdf-check';

/** A review's picture or a contact message's document: what is allowed differs, the checks do not. */
export type UploadPurpose = 'picture' | 'document';

export interface CheckedUpload {
  kind: UploadKind;
  /** What is stored: an image re-encoded, a PDF as it came. */
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

interface UploadRefusal {
  status: 400 | 415;
  code: 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED';
  message: CommunityMessageKey;
}

export type UploadCheck = { ok: true; upload: CheckedUpload } | { ok: false; refusal: UploadRefusal };

const typeRefusal = (purpose: UploadPurpose, message?: CommunityMessageKey): UploadCheck => ({
  ok: false,
  refusal: { status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: message ?? (purpose === 'picture' ? 'pictureType' : 'documentType') },
});

/**
 * Every check an upload passes before anything is stored (the size was enforced while reading the
 * body): its content is an allowed kind; an image decodes within the pixel cap and is re-encoded;
 * a PDF carries no script, launch action, form script or attached file, and can be inspected. An image too large in pixels answers FILE_TOO_LARGE
 * (the forms' "too large" failure) with a message about its dimensions.
 */
export async function checkUpload(bytes: Buffer, purpose: UploadPurpose): Promise<UploadCheck> {
  const kind = detectUploadKind(bytes);
  const allowed = purpose === 'picture' ? PICTURE_KINDS : DOCUMENT_KINDS;
  if (kind === null || !allowed.includes(kind)) return typeRefusal(purpose);
  if (!isImageKind(kind)) {
    const pdf = await inspectPdf(bytes);
    if (!pdf.ok) return typeRefusal(purpose, pdf.reason === 'activeContent' ? 'pdfActiveContent' : 'pdfUninspectable');
    return { ok: true, upload: { kind, bytes, width: null, height: null } };
  }
  const image = await reencodeImage(bytes, kind);
  if (!image.ok) {
    return image.reason === 'dimensions'
      ? { ok: false, refusal: { status: 400, code: 'FILE_TOO_LARGE', message: 'imageDimensions' } }
      : typeRefusal(purpose, 'imageUnreadable');
  }
  return { ok: true, upload: { kind, bytes: image.bytes, width: image.width, height: image.height } };
}
