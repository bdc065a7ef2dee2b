import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';

/*
 * PDFs are kept as they came (re-rendering them would need a PDF engine on the server), after a
 * check of everything a reader would act on when the file is opened. Refused: scripts
 * (/JavaScript, /JS), program launches (/Launch), XFA forms (XML that carries its own scripts),
 * embedded or attached files and rich media, and actions that send or fetch data. No customer's
 * receipt or screenshot needs one, and each can turn an attachment into an attack on the staff
 * member who opens it.
 *
 * Those names can hide in two ways a plain look at the bytes misses: spelled with #xx escapes
 * (/J#61vaScript is /JavaScript), and inside compressed object streams (PDF 1.5), where whole
 * dictionaries sit deflated. Every object stream is inflated (off the event loop, with a ceiling
 * on what it may grow to) and read the same way. A document that cannot be read that way is
 * refused outright rather than waved through: encrypted ones (their object streams cannot be read
 * without the key), object streams under another filter or a predictor, and more than
 * MAX_INFLATED_BYTES once inflated (a decompression bomb).
 *
 * This reads names, not meaning: a dictionary the reader never reaches still counts. A false
 * refusal costs a shopper a second try with a picture; a false acceptance costs far more.
 */

export type PdfVerdict = { ok: true } | { ok: false; reason: 'activeContent' | 'uninspectable' };

const ACTIVE_NAMES = [
  'JavaScript',
  'JS',
  'Launch',
  'XFA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'GoToE',
  'ImportData',
  'SubmitForm',
];
// A name ends at whitespace or a delimiter (PDF 32000-1 §7.2.2), so /JSON is not /JS.
const NAME_END = String.raw`(?=[\s()<>\[\]{}/%]|$)`;
const ACTIVE_NAME = new RegExp(String.raw`/(?:${ACTIVE_NAMES.join('|')})${NAME_END}`, 'u');
const ENCRYPTED = new RegExp(String.raw`/Encrypt${NAME_END}`, 'u');

/** An object stream's dictionary says where its first object starts; no other stream has /First. */
const OBJECT_STREAM = new RegExp(String.raw`/First${NAME_END}`, 'u');
const STREAM_START = /\bstream(?:\r\n|\n|\r)/gu;
const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/gu;
const DIRECT_LENGTH = new RegExp(String.raw`/Length\s+(\d+)${NAME_END}(?!\s+\d+\s+R)`, 'u');
const HAS_FILTER = new RegExp(String.raw`/Filter${NAME_END}`, 'u');
const FLATE_ONLY = new RegExp(String.raw`/Filter\s*(?:/FlateDecode|\[\s*/FlateDecode\s*\])${NAME_END}`, 'u');

/** Everything a document may inflate to, all object streams together. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const inflateAsync = promisify(inflate);

const decodeNameEscapes = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/gu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

interface Stream {
  /** The stream's dictionary, name escapes decoded. */
  dictionary: string;
  data: Buffer;
  dataStart: number;
  dataEnd: number;
  /** Its direct /Length ends right before `endstream`: every reader reads these bytes as data. */
  wellFormed: boolean;
}

const ENDSTREAM = /^(?:\r\n|\n|\r)?endstream/u;

/** Every stream of the file, each with the dictionary before it (from its `obj` header on). */
function streamsOf(bytes: Buffer, text: string): Stream[] {
  const headers = [...text.matchAll(OBJECT_HEADER)].map((match) => match.index + match[0].length);
  const streams: Stream[] = [];
  let header = -1;
  for (const start of text.matchAll(STREAM_START)) {
    while (header + 1 < headers.length && (headers[header + 1] ?? Infinity) < start.index) header += 1;
    const dictionary = decodeNameEscapes(text.slice(headers[header] ?? 0, start.index));
    const dataStart = start.index + start[0].length;
    const length = DIRECT_LENGTH.exec(dictionary)?.[1];
    const declaredEnd = length === undefined ? -1 : dataStart + Number(length);
    const wellFormed = declaredEnd >= dataStart && declaredEnd <= bytes.length && ENDSTREAM.test(text.slice(declaredEnd, declaredEnd + 12));
    const searchedEnd = text.indexOf('endstream', dataStart);
    const dataEnd = wellFormed ? declaredEnd : searchedEnd < 0 ? bytes.length : searchedEnd;
    streams.push({ dictionary, data: bytes.subarray(dataStart, dataEnd), dataStart, dataEnd, wellFormed });
  }
  return streams;
}

/**
 * The file's text without the data of its well-formed streams: the dictionaries and objects a
 * reader parses. (Binary data would otherwise match a short name like /JS by chance now and then.)
 */
function structureOf(text: string, streams: readonly Stream[]): string {
  let structure = '';
  let from = 0;
  for (const stream of streams) {
    if (!stream.wellFormed || stream.dataStart < from) continue;
    structure += text.slice(from, stream.dataStart);
    from = stream.dataEnd;
  }
  return structure + text.slice(from);
}

/** An object stream's objects as text, or null when they cannot be read here. */
async function objectStreamText(stream: Stream, budget: number): Promise<Buffer | null> {
  if (!HAS_FILTER.test(stream.dictionary)) return stream.data;
  if (!FLATE_ONLY.test(stream.dictionary) || stream.dictionary.includes('/DecodeParms')) return null;
  try {
    // A truncated stream still yields what readers would read of it (Z_SYNC_FLUSH), and
    // maxOutputLength stops a bomb before it is in memory.
    return await inflateAsync(stream.data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(budget, 1) });
  } catch {
    return null;
  }
}

/** Whether `bytes` (a file that starts with %PDF-) may be kept, or why not. */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  const text = bytes.toString('latin1');
  const streams = streamsOf(bytes, text);
  const structure = decodeNameEscapes(structureOf(text, streams));
  if (ACTIVE_NAME.test(structure)) return { ok: false, reason: 'activeContent' };
  if (ENCRYPTED.test(structure)) return { ok: false, reason: 'uninspectable' };

  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams.filter((candidate) => OBJECT_STREAM.test(candidate.dictionary))) {
    const content = await objectStreamText(stream, budget);
    if (content === null) return { ok: false, reason: 'uninspectable' };
    budget -= content.length;
    if (budget <= 0) return { ok: false, reason: 'uninspectable' };
    if (ACTIVE_NAME.test(decodeNameEscapes(content.toString('latin1')))) return { ok: false, reason: 'activeContent' };
  }
  return { ok: true };
}
