import DecodeStream from 'pdf-lib/cjs/core/streams/DecodeStream';
import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/*
 * An uploaded PDF is never kept as it came (issue 30). A check that looks for known names in the
 * raw bytes lost that race (object streams hidden from it three ways, open actions it did not
 * list): here a real PDF parser (pdf-lib) reads the upload and the shop writes a new document of
 * its own whose pages are the uploaded pages' drawing: each page's content streams (copied as
 * they are, never decoded here) and the resources they draw with (fonts, images, forms of
 * drawing, colour spaces). Nothing else of the upload is carried over: not its catalog (open
 * actions, scripts, named files, forms, outlines, XFA), nor a page's annotations (links,
 * attachments, widgets) or additional actions. What is copied goes through SanitisingCopier, which
 * drops every key that acts, links or refers outside the drawing; the written file is then parsed
 * again and every one of its objects walked (activeContentOf) before it is accepted.
 *
 * A document that cannot be rewritten is refused: encrypted, damaged past pdf-lib's reading, no
 * pages or more than MAX_PDF_PAGES, more than MAX_COPIED_OBJECTS objects on its pages, nesting
 * deeper than MAX_NESTING, or a stream that would decode (pdf-lib decodes object and
 * cross-reference streams to read them) past MAX_DECODED_BYTES. This runs on a worker thread of
 * its own (pdf-rewriter.ts), with a heap limit and a time limit, so no upload holds up the server.
 */

export type PdfRewrite = { ok: true; bytes: Uint8Array; pages: number } | { ok: false; reason: 'unrewritable' | 'activeContent' };

/** More pages than any receipt, invoice or screenshot a shopper sends. */
export const MAX_PDF_PAGES = 100;
/** Objects the pages' drawing may reach (fonts, images, forms…). */
const MAX_COPIED_OBJECTS = 20_000;
/** Dictionaries and arrays inside each other. */
const MAX_NESTING = 64;
/** What pdf-lib may decode while reading one document, all streams together (a decompression bomb stops here). */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

class Unrewritable extends Error {
  override readonly name = 'Unrewritable';
}

/*
 * Keys that make a viewer act, link, attach or reach outside the page's drawing, dropped wherever
 * they are: actions (A, AA, OpenAction and the action kinds), scripts, named trees and attached
 * files, forms (AcroForm, XFA), annotations, outlines, a stream's external file (F, FFilter,
 * FDecodeParms), and the back references (Parent, P) that would pull pages and the catalog in.
 */
const DROPPED_KEYS = new Set([
  'A',
  'AA',
  'AcroForm',
  'Annots',
  'B',
  'Collection',
  'Dests',
  'EmbeddedFile',
  'EmbeddedFiles',
  'F',
  'FDecodeParms',
  'FFilter',
  'FileAttachment',
  'GoToE',
  'GoToR',
  'ImportData',
  'JS',
  'JavaScript',
  'Launch',
  'Metadata',
  'Movie',
  'Names',
  'Next',
  'OpenAction',
  'Outlines',
  'P',
  'Parent',
  'PieceInfo',
  'Rendition',
  'RichMedia',
  'Sound',
  'SubmitForm',
  'Threads',
  'URI',
  'XFA',
]);

/** A dictionary of one of these types is never part of a page's drawing: it becomes null. */
const FOREIGN_TYPES = new Set(['Action', 'Annot', 'Catalog', 'EmbeddedFile', 'Filespec', 'Outlines', 'Page', 'Pages', 'Sig']);

/** Names whose presence as a value means an action, a script or an attached file survived. */
const ACTIVE_VALUES = new Set([
  'Action',
  'Annot',
  'EmbeddedFile',
  'FileAttachment',
  'Filespec',
  'GoToE',
  'GoToR',
  'ImportData',
  'JavaScript',
  'Launch',
  'Movie',
  'Rendition',
  'RichMedia',
  'Sound',
  'SubmitForm',
  'URI',
  'XFA',
]);

const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

/**
 * Copies objects of the uploaded document into the shop's, dropping what acts (DROPPED_KEYS,
 * FOREIGN_TYPES). Each indirect object is copied once (shared fonts stay shared, cycles end).
 */
class SanitisingCopier {
  private readonly copied = new Map<string, PDFRef>();

  constructor(
    private readonly source: PDFContext,
    private readonly target: PDFContext,
  ) {}

  copy(value: PDFObject | undefined, depth = 0): PDFObject {
    if (value === undefined) return PDFNull;
    if (depth > MAX_NESTING) throw new Unrewritable('nested too deeply');
    if (value instanceof PDFRef) return this.copyIndirect(value, depth);
    if (value instanceof PDFRawStream) {
      const dictionary = this.copyDictionary(value.dict, depth);
      if (!(dictionary instanceof PDFDict)) return PDFNull;
      // The bytes as they came (still encoded): their length is what they are, whatever the upload said.
      dictionary.set(PDFName.of('Length'), PDFNumber.of(value.contents.length));
      return PDFRawStream.of(dictionary, value.contents);
    }
    // A stream pdf-lib made itself (none in a parsed document) or anything it could not read.
    if (value instanceof PDFStream) throw new Unrewritable('unexpected stream');
    if (value instanceof PDFDict) return this.copyDictionary(value, depth);
    if (value instanceof PDFArray) {
      const array = PDFArray.withContext(this.target);
      for (let index = 0; index < value.size(); index += 1) array.push(this.copy(value.get(index), depth + 1));
      return array;
    }
    // Names, numbers, strings, booleans and null belong to no document.
    return value instanceof PDFInvalidObject ? PDFNull : value;
  }

  private copyIndirect(ref: PDFRef, depth: number): PDFObject {
    const known = this.copied.get(ref.tag);
    if (known) return known;
    if (this.copied.size >= MAX_COPIED_OBJECTS) throw new Unrewritable('too many objects');
    const target = this.target.nextRef();
    this.copied.set(ref.tag, target);
    this.target.assign(target, this.copy(this.source.lookup(ref), depth + 1));
    return target;
  }

  private copyDictionary(dictionary: PDFDict, depth: number): PDFDict | typeof PDFNull {
    if (FOREIGN_TYPES.has(nameOf(dictionary.get(PDFName.of('Type'))) ?? '')) return PDFNull;
    const copy = PDFDict.withContext(this.target);
    for (const [key, value] of dictionary.entries()) {
      if (!DROPPED_KEYS.has(key.decodeText())) copy.set(key, this.copy(value, depth + 1));
    }
    return copy;
  }
}

/** What of `value` (and what it holds, not following references) would act: dropped keys or action names. */
function activeIn(value: PDFObject, found: string[], depth = 0): void {
  if (depth > MAX_NESTING) {
    found.push('nesting');
    return;
  }
  if (value instanceof PDFStream) return activeIn(value.dict, found, depth + 1);
  if (value instanceof PDFDict) {
    for (const [key, entry] of value.entries()) {
      if (DROPPED_KEYS.has(key.decodeText())) found.push(key.decodeText());
      activeIn(entry, found, depth + 1);
    }
  } else if (value instanceof PDFArray) {
    for (const entry of value.asArray()) activeIn(entry, found, depth + 1);
  } else if (value instanceof PDFName && ACTIVE_VALUES.has(value.decodeText())) {
    found.push(value.decodeText());
  }
}

/** The catalog holds its page tree and nothing else; a page its box, rotation, drawing and resources. */
const CATALOG_KEYS = new Set(['Type', 'Pages']);
const PAGE_KEYS = new Set(['Type', 'Parent', 'MediaBox', 'CropBox', 'Rotate', 'Resources', 'Contents']);

/**
 * Everything in a parsed document that a viewer would act on, by name (empty: nothing). Every
 * indirect object is walked, reachable or not, and the catalog, the pages and the trailer are
 * held to the few keys a drawing needs.
 */
export function activeContentOf(document: PDFDocument): string[] {
  const found: string[] = [];
  const pageRefs = new Set(document.getPages().map((page) => page.ref.tag));
  const rootTag = document.context.trailerInfo.Root instanceof PDFRef ? document.context.trailerInfo.Root.tag : '';
  for (const [ref, value] of document.context.enumerateIndirectObjects()) {
    const allowedKeys = ref.tag === rootTag ? CATALOG_KEYS : pageRefs.has(ref.tag) ? PAGE_KEYS : undefined;
    if (allowedKeys && value instanceof PDFDict) {
      for (const key of value.keys()) if (!allowedKeys.has(key.decodeText())) found.push(key.decodeText());
    }
    // Parent is the one back reference a page needs; it is checked above with the page's keys.
    if (pageRefs.has(ref.tag) && value instanceof PDFDict) {
      for (const [key, entry] of value.entries()) if (key.decodeText() !== 'Parent') activeIn(entry, found);
    } else {
      activeIn(value, found);
    }
  }
  if (document.context.trailerInfo.Encrypt) found.push('Encrypt');
  return found;
}

/** A decoded stream may not grow past the budget left: pdf-lib's decoders all grow their buffer here. */
let decodeBudget = Number.POSITIVE_INFINITY;
const grownTo = new WeakMap<object, number>();
type Growing = { ensureBuffer: (this: object, requested: number) => Uint8Array };
const growing = DecodeStream.prototype as unknown as Growing;
const ensureBuffer = growing.ensureBuffer;
growing.ensureBuffer = function ensureBudgetedBuffer(this: object, requested: number) {
  const before = grownTo.get(this) ?? 0;
  if (requested > before) {
    decodeBudget -= requested - before;
    if (decodeBudget < 0) throw new Unrewritable('decodes past the budget');
    grownTo.set(this, requested);
  }
  return ensureBuffer.call(this, requested);
};

const numbersOf = (value: PDFObject | undefined) =>
  value instanceof PDFArray ? value.asArray().map((entry) => (entry instanceof PDFNumber ? entry.asNumber() : Number.NaN)) : [];

/** A page box as four finite numbers, or undefined. */
function boxOf(value: PDFObject | undefined): PDFArray | undefined {
  const numbers = numbersOf(value);
  return numbers.length === 4 && numbers.every(Number.isFinite) ? (value as PDFArray) : undefined;
}

function copyPage(copier: SanitisingCopier, from: PDFPage, into: PDFDocument): void {
  const source = from.node;
  const mediaBox = boxOf(source.MediaBox());
  if (!mediaBox) throw new Unrewritable('no page box');
  const page = into.addPage();
  const node = page.node;
  node.set(PDFName.of('MediaBox'), copier.copy(mediaBox));
  const cropBox = boxOf(source.CropBox());
  if (cropBox) node.set(PDFName.of('CropBox'), copier.copy(cropBox));
  const rotation = source.Rotate()?.asNumber() ?? 0;
  if (Number.isInteger(rotation) && rotation % 90 === 0 && rotation !== 0) node.set(PDFName.of('Rotate'), PDFNumber.of(rotation % 360));
  node.set(PDFName.of('Resources'), copier.copy(source.Resources() ?? PDFDict.withContext(source.context)));
  // Each content stream as the page names it: a reference (as the format wants), or a stream written in place.
  const named = source.get(PDFName.of('Contents'));
  const lookedUp = source.Contents();
  const entries = named instanceof PDFRef && lookedUp instanceof PDFArray ? [lookedUp] : [named];
  const streams = entries.flatMap((entry) => (entry instanceof PDFArray ? entry.asArray() : entry ? [entry] : []));
  const copiedStreams = PDFArray.withContext(into.context);
  for (const stream of streams) {
    const copied = copier.copy(stream);
    copiedStreams.push(copied instanceof PDFRef || copied === PDFNull ? copied : into.context.register(copied));
  }
  if (copiedStreams.size() > 0) node.set(PDFName.of('Contents'), copiedStreams);
}

/** The shop's own copy of the uploaded PDF's pages, or why there is none. */
export async function rewritePdf(bytes: Uint8Array): Promise<PdfRewrite> {
  decodeBudget = MAX_DECODED_BYTES;
  try {
    const upload = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    const pages = upload.getPages();
    if (pages.length === 0 || pages.length > MAX_PDF_PAGES) return { ok: false, reason: 'unrewritable' };
    const rewritten = await PDFDocument.create({ updateMetadata: false });
    const copier = new SanitisingCopier(upload.context, rewritten.context);
    for (const page of pages) copyPage(copier, page, rewritten);
    const written = await rewritten.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });

    // The file as written, read back: what a viewer will find in it.
    const check = await PDFDocument.load(written, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    if (check.getPageCount() !== pages.length) return { ok: false, reason: 'unrewritable' };
    if (activeContentOf(check).length > 0) return { ok: false, reason: 'activeContent' };
    return { ok: true, bytes: written, pages: pages.length };
  } catch {
    // Encrypted (EncryptedPDFError), damaged past reading, past a bound (Unrewritable), too deep for the stack.
    return { ok: false, reason: 'unrewritable' };
  } finally {
    decodeBudget = Number.POSITIVE_INFINITY;
  }
}
