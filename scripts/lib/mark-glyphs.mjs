// The words of the brand marks (Visa, Amex, Discover, Apple Pay, PayPal) as outlines, not SVG text.
// SVG `<text>` with `textLength` made the browser find and load a bold (oblique) face and lay the text
// out on the first frame: 12–17 ms of the product page's first layout here, for four footer badges.
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

const number = (value) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

function outlines(word) {
  const font = fontkit.create(readFileSync(fontFile(word.face)));
  const run = font.layout(word.text);
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  const scale = word.size / font.unitsPerEm;
  const stretch = word.width / (advance * scale);
  const left = word.anchor === 'middle' ? word.x - word.width / 2 : word.x;
  let pen = 0;
  const glyphPaths = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const originX = pen + position.xOffset;
    pen += position.xAdvance;
    const point = (x, y) => `${number(left + (originX + x) * scale * stretch)} ${number(word.y - y * scale)}`;
    return glyph.path.commands
      .map(({ command, args }) => {
        const points = [];
        for (let at = 0; at < args.length; at += 2) points.push(point(args[at], args[at + 1]));
        const letter = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command];
        return letter + points.join(' ');
      })
      .join('');
  });
  const parts = word.parts ?? { [word.name]: [0, glyphPaths.length] };
  return Object.entries(parts).map(([name, [from, to]]) => [name, glyphPaths.slice(from, to).join('')]);
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
