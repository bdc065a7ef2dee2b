// The words of the brand marks (Visa, Amex, Discover, Apple Pay, PayPal) as outlines, not SVG text.
// SVG `<text>` with `textLength` made the browser find and load a bold (oblique) face and lay the text
// out on the first frame: 15–19 ms of the product page's first layout here, for four footer badges.
// Outlines cost no font and look the same on every device. `npm run draw:marks` rewrites the file;
// a unit test fails when it differs from what this draws.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export const MARK_GLYPHS_FILE = new URL('../../design-system/lib/icons/mark-glyphs.ts', import.meta.url);

const fontFile = (name) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/**
 * Each word as it was written in SVG: its baseline origin, size, face, and the width it is fitted to
 * (`lengthAdjust="spacingAndGlyphs"`: the glyphs are stretched along x to fill it). `parts` splits a
 * word into paths drawn in different colours (PayPal's two blues).
 */
const WORDS = [
  { name: 'visa', text: 'VISA', face: 'DejaVuSans-BoldOblique.ttf', size: 14, x: 24, anchor: 'middle', y: 21, width: 32 },
  { name: 'amex', text: 'AMEX', face: 'DejaVuSans-Bold.ttf', size: 10, x: 24, anchor: 'middle', y: 20.5, width: 30 },
  { name: 'discoverDisc', text: 'DISC', face: 'DejaVuSans-Bold.ttf', size: 8.5, x: 3, anchor: 'start', y: 19, width: 19 },
  { name: 'discoverVer', text: 'VER', face: 'DejaVuSans-Bold.ttf', size: 8.5, x: 31, anchor: 'start', y: 19, width: 14 },
  { name: 'applePay', text: 'Pay', face: 'DejaVuSans-Bold.ttf', size: 12, x: 20, anchor: 'start', y: 21.5, width: 21 },
  {
    name: 'payPal',
    text: 'PayPal',
    face: 'DejaVuSans-BoldOblique.ttf',
    size: 23,
    x: 1,
    anchor: 'start',
    y: 21,
    width: 98,
    parts: { payPalPay: [0, 3], payPalPal: [3, 6] },
  },
];

/** Tenths of a unit: a mark is drawn 32 px high at most, so a tenth is a tenth of a CSS pixel. */
const tenths = (value) => Math.round(value * 10);

/** A length in tenths as SVG path text, as short as it reads: `5`, `.5`, `-1.2`. */
const length = (inTenths) => {
  const text = String(Math.abs(inTenths) / 10).replace(/^0\./, '.');
  return inTenths < 0 ? `-${text}` : text;
};

/**
 * A quadratic curve whose control point mirrors the one before it through the current point, as
 * TrueType's implied on-curve points make most of them, is written `t` with its end point only.
 * A tenth of difference is let pass: the points are rounded to tenths anyway. The next curve is
 * compared with the control point a browser will draw (`control`), so the differences never add up.
 */
function smoothed(command, previousControl, current) {
  if (command.letter !== 'q') return { ...command, control: null };
  const [control, end] = command.points;
  if (previousControl) {
    const mirrored = [2 * current[0] - previousControl[0], 2 * current[1] - previousControl[1]];
    if (Math.abs(mirrored[0] - control[0]) <= 1 && Math.abs(mirrored[1] - control[1]) <= 1)
      return { letter: 't', points: [end], control: mirrored };
  }
  return { ...command, control };
}

/**
 * Commands in tenths (absolute points) as a relative path. Each delta is taken between rounded
 * points, so no rounding error adds up along an outline. A command repeated is written once, and
 * a number is set apart from the one before only where the path's grammar needs it: not before a
 * minus sign, nor before a leading dot when the number before already has one (`1.5.5`).
 */
function relativePath(commands) {
  let text = '';
  let previousLetter = '';
  let previousNumber = '';
  let current = [0, 0];
  let subpathStart = [0, 0];
  let previousControl = null;
  for (const command of commands) {
    const { letter: written, points, control } = smoothed(command, previousControl, current);
    previousControl = control;
    // Every point of a relative command is taken from where the command began.
    const deltas = points.flatMap(([x, y]) => [x - current[0], y - current[1]]);
    // A level or upright line is `h` or `v` with its one length.
    const [letter, numbers] =
      written === 'l' && deltas[1] === 0 ? ['h', [deltas[0]]] : written === 'l' && deltas[0] === 0 ? ['v', [deltas[1]]] : [written, deltas];
    if (letter !== previousLetter || letter === 'm' || letter === 'z') {
      text += letter;
      previousNumber = '';
    }
    previousLetter = letter;
    if (letter === 'z') {
      current = subpathStart;
      continue;
    }
    for (const number of numbers.map(length)) {
      const apart = previousNumber !== '' && !number.startsWith('-') && !(number.startsWith('.') && previousNumber.includes('.'));
      text += (apart ? ' ' : '') + number;
      previousNumber = number;
    }
    current = points.at(-1);
    if (letter === 'm') subpathStart = current;
  }
  return text;
}

function outlines(word) {
  const font = fontkit.create(readFileSync(fontFile(word.face)));
  const run = font.layout(word.text);
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  const scale = word.size / font.unitsPerEm;
  const stretch = word.width / (advance * scale);
  const left = word.anchor === 'middle' ? word.x - word.width / 2 : word.x;
  let pen = 0;
  const glyphCommands = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const originX = pen + position.xOffset;
    pen += position.xAdvance;
    const point = (x, y) => [tenths(left + (originX + x) * scale * stretch), tenths(word.y - y * scale)];
    return glyph.path.commands.map(({ command, args }) => {
      const points = [];
      for (let at = 0; at < args.length; at += 2) points.push(point(args[at], args[at + 1]));
      const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' }[command];
      return { letter, points };
    });
  });
  const parts = word.parts ?? { [word.name]: [0, glyphCommands.length] };
  // A path's first `m` is taken from the origin, so it places the part in its mark.
  return Object.entries(parts).map(([name, [from, to]]) => [name, relativePath(glyphCommands.slice(from, to).flat())]);
}

/** The TypeScript module of every mark's word outlines. */
export function markGlyphsModule() {
  const lines = [
    '// Drawn by scripts/lib/mark-glyphs.mjs (`npm run draw:marks`) from DejaVu Sans: do not edit.',
    "// Each word of a brand mark as one outline path in the mark's 48 × 32 box (PayPal: 100 × 28).",
    '',
  ];
  for (const word of WORDS) for (const [name, path] of outlines(word)) lines.push(`export const ${name}Outline =`, `  '${path}';`);
  return `${lines.join('\n')}\n`;
}
