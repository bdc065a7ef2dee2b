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
}

/** A one-page PDF whose catalog, pages, page and `extraObjects` live in one object stream. */
export function objectStreamPdf(options: ObjectStreamPdfOptions = {}): Buffer {
  const packed = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogEntries ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...(options.extraObjects ?? []),
  ];
  const objectStreamNumber = packed.length + 1;
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
  const writeStream = (number: number, dictionary: string, bytes: Buffer) => {
    offsets.set(number, length());
    parts.push(
      Buffer.from(`${number} 0 obj\n<< ${dictionary}/Length ${bytes.length} >>\nstream\n`, 'latin1'),
      bytes,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  };
  writeStream(objectStreamNumber, `/Type /ObjStm /N ${packed.length} /First ${Buffer.byteLength(header, 'latin1')} ${filterEntry}`, data);
  let next = objectStreamNumber + 1;
  for (const [dictionary, streamData] of options.plainStreams ?? []) {
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
