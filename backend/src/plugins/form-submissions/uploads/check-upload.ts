import type { FormMessageKey } from '../form-messages';
import { DOCUMENT_KINDS, PICTURE_KINDS, detectUploadKind, isImageKind, type UploadKind } from './file-types';
import { reencodeImage } from './image-reencode';
import type { PdfRewrite } from './pdf-rewrite';
import { PdfRewriterBusyError } from './pdf-rewriter';

/** A review's picture or a contact message's document: what is allowed differs, the checks do not. */
export type UploadPurpose = 'picture' | 'document';

export interface CheckedUpload {
  kind: UploadKind;
  /** What is stored: an image re-encoded, a PDF rewritten by the shop (pdf-rewrite.ts); never the bytes as they came. */
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

interface UploadRefusal {
  status: 400 | 415 | 503;
  code: 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'SERVICE_BUSY';
  message: FormMessageKey;
}

/** What rewrites a PDF: the PdfRewriter service (a worker thread), or rewritePdf itself in tests. */
export interface PdfRewriting {
  rewrite(bytes: Uint8Array): Promise<PdfRewrite>;
}

export type UploadCheck = { ok: true; upload: CheckedUpload } | { ok: false; refusal: UploadRefusal };

const typeRefusal = (purpose: UploadPurpose, message?: FormMessageKey): UploadCheck => ({
  ok: false,
  refusal: { status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: message ?? (purpose === 'picture' ? 'pictureType' : 'documentType') },
});

/**
 * Every check an upload passes before anything is stored (the size was enforced while reading the
 * body): its content is an allowed kind; an image decodes within the pixel cap and is re-encoded;
 * a PDF is rewritten by the shop without anything that acts (pdf-rewrite.ts), or refused when it
 * cannot be. An image too large in pixels answers FILE_TOO_LARGE (the forms' "too large" failure)
 * with a message about its dimensions; a PDF while the rewriter's queue is full, 503 SERVICE_BUSY.
 */
export async function checkUpload(bytes: Buffer, purpose: UploadPurpose, pdfs: PdfRewriting): Promise<UploadCheck> {
  const kind = detectUploadKind(bytes);
  const allowed = purpose === 'picture' ? PICTURE_KINDS : DOCUMENT_KINDS;
  if (kind === null || !allowed.includes(kind)) return typeRefusal(purpose);
  if (!isImageKind(kind)) {
    let pdf: PdfRewrite;
    try {
      pdf = await pdfs.rewrite(bytes);
    } catch (error) {
      if (!(error instanceof PdfRewriterBusyError)) throw error;
      return { ok: false, refusal: { status: 503, code: 'SERVICE_BUSY', message: 'documentBusy' } };
    }
    if (!pdf.ok) return typeRefusal(purpose, pdf.reason === 'activeContent' ? 'pdfActiveContent' : 'pdfUninspectable');
    return {
      ok: true,
      upload: { kind, bytes: Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength), width: null, height: null },
    };
  }
  const image = await reencodeImage(bytes, kind);
  if (!image.ok) {
    return image.reason === 'dimensions'
      ? { ok: false, refusal: { status: 400, code: 'FILE_TOO_LARGE', message: 'imageDimensions' } }
      : typeRefusal(purpose, 'imageUnreadable');
  }
  return { ok: true, upload: { kind, bytes: image.bytes, width: image.width, height: image.height } };
}
