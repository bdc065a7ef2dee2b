import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkUpload } from '../src/plugins/form-submissions/uploads/check-upload';
import { rewritePdf } from '../src/plugins/form-submissions/uploads/pdf-rewrite';
import { PdfRewriterBusyError } from '../src/plugins/form-submissions/uploads/pdf-rewriter';
import { objectStreamPdf, scriptInObjectStream } from './support/pdf-fixtures';
import { detectUploadKind } from '../src/plugins/form-submissions/uploads/file-types';
import { MAX_IMAGE_PIXELS, reencodeImage } from '../src/plugins/form-submissions/uploads/image-reencode';
import { UploadStore, isStoredName } from '../src/plugins/form-submissions/uploads/upload-store';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A few hundred bytes declaring a huge greyscale PNG: what a decompression bomb looks like from outside. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** The rewrite in-line, as the PdfRewriter service runs it where no compiled worker exists. */
const inLine = { rewrite: (bytes: Uint8Array) => rewritePdf(bytes) };
let jpegWithExif: Buffer;

beforeAll(async () => {
  // 60 × 40 stored, EXIF orientation 6 (rotate 90° to show): upright it is 40 × 60.
  jpegWithExif = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'camera-serial-1234', ImageDescription: '<script>alert(1)</script>' } } })
    .toBuffer();
});

describe('upload kinds by content', () => {
  it('recognises JPEG, PNG, WebP and PDF by their first bytes', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(detectUploadKind(jpegWithExif)).toBe('jpeg');
    expect(detectUploadKind(png)).toBe('png');
    expect(detectUploadKind(webp)).toBe('webp');
    expect(detectUploadKind(PDF)).toBe('pdf');
  });

  it('refuses an executable, a ZIP, HTML and an empty file whatever they are called', () => {
    expect(detectUploadKind(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
    expect(detectUploadKind(Buffer.from('PK\x03\x04', 'latin1'))).toBeNull();
    expect(detectUploadKind(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectUploadKind(Buffer.alloc(0))).toBeNull();
    expect(detectUploadKind(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBeNull();
  });
});

describe('images are decoded and re-encoded', () => {
  it('turns the picture upright and keeps no metadata', async () => {
    const result = await reencodeImage(jpegWithExif, 'jpeg');
    if (!result.ok) throw new Error(result.reason);
    expect({ width: result.width, height: result.height }).toEqual({ width: 40, height: 60 });
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('camera-serial-1234'))).toBe(false);
    expect(result.bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses 20,000 × 20,000 pixels from the header alone, quickly', async () => {
    const started = Date.now();
    expect(await reencodeImage(pngDeclaring(20_000, 20_000), 'png')).toEqual({ ok: false, reason: 'dimensions' });
    expect(Date.now() - started).toBeLessThan(2_000);
    const check = await checkUpload(pngDeclaring(20_000, 20_000), 'picture', inLine);
    expect(check).toEqual({ ok: false, refusal: { status: 400, code: 'FILE_TOO_LARGE', message: 'imageDimensions' } });
  });

  it('accepts exactly the pixel cap and refuses one row more', async () => {
    expect(await reencodeImage(pngDeclaring(8_000, 5_001), 'png')).toEqual({ ok: false, reason: 'dimensions' });
    expect(8_000 * 5_000).toBe(MAX_IMAGE_PIXELS);
  });

  it('refuses a file with an image header but no image after it', async () => {
    const truncated = jpegWithExif.subarray(0, 40);
    expect(await checkUpload(truncated, 'picture', inLine)).toEqual({
      ok: false,
      refusal: { status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: 'imageUnreadable' },
    });
  });
});

describe('checks by purpose', () => {
  it('takes a PDF as a contact document, rewritten by the shop, but not as a review picture', async () => {
    const upload = objectStreamPdf({ text: 'Receipt' });
    const document = await checkUpload(upload, 'document', inLine);
    if (!document.ok) throw new Error(document.refusal.message);
    expect(document.upload.kind).toBe('pdf');
    expect(document.upload.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(document.upload.bytes.equals(upload)).toBe(false);
    expect(await checkUpload(upload, 'picture', inLine)).toEqual({
      ok: false,
      refusal: { status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: 'pictureType' },
    });
  });

  it('stores a PDF that runs a script without it, and refuses one that cannot be rewritten', async () => {
    const script = await checkUpload(scriptInObjectStream(), 'document', inLine);
    expect(script.ok && script.upload.bytes.includes(Buffer.from('JavaScript'))).toBe(false);
    const encrypted = objectStreamPdf({ trailerEntries: '/Encrypt << /Filter /Standard /V 2 >> ' });
    for (const unrewritable of [encrypted, PDF]) {
      expect(await checkUpload(unrewritable, 'document', inLine)).toEqual({
        ok: false,
        refusal: { status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: 'pdfUninspectable' },
      });
    }
  });

  it('answers 503 while the rewriter has too many PDFs waiting', async () => {
    const busy = { rewrite: () => Promise.reject(new PdfRewriterBusyError('busy')) };
    expect(await checkUpload(objectStreamPdf(), 'document', busy)).toEqual({
      ok: false,
      refusal: { status: 503, code: 'SERVICE_BUSY', message: 'documentBusy' },
    });
  });
});

describe('UploadStore', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'form-uploads-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores under a random name with the detected extension, reads it back and removes it', async () => {
    const store = new UploadStore(root);
    const name = await store.write('contact', PDF, 'pdf');
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(isStoredName(name)).toBe(true);
    expect((await store.read('contact', name))?.equals(PDF)).toBe(true);
    expect(await readdir(path.join(root, 'contact'))).toEqual([name]);
    await store.remove('contact', name);
    expect(await readdir(path.join(root, 'contact'))).toEqual([]);
  });

  it('never builds a path from anything but a stored name', async () => {
    const store = new UploadStore(root);
    for (const name of ['../shop.sqlite', 'a/b.pdf', 'evil.exe', '00000000-0000-0000-0000-000000000000.pdf/..']) {
      expect(isStoredName(name)).toBe(false);
      expect(await store.read('contact', name)).toBeUndefined();
    }
  });
});
