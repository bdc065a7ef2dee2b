import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as fontkit from 'fontkit';

import type { ShopLanguage } from '../../../../seed/languages';

/*
 * Fonts embedded in the invoices, from npm packages (subset by pdfkit: only the glyphs used end up
 * in the file). PDF's 14 standard fonts only know Latin-1, so every text is drawn with TrueType
 * fonts: DejaVu Sans for Latin, Greek and Cyrillic (a buyer's name may be in any of them), Noto
 * Sans JP or TC (Google Fonts, OFL) for Japanese and Chinese characters, picked run by run.
 * Hangul, Thai, Arabic and other scripts that neither family covers are a known gap.
 */

export type FontRole = 'regular' | 'bold';
export type Script = 'latin' | 'cjk';

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

const FONT_FILES: Record<'latin' | 'japanese' | 'chinese', Record<FontRole, () => string>> = {
  latin: {
    regular: () => path.join(packageDir('dejavu-fonts-ttf'), 'ttf/DejaVuSans.ttf'),
    bold: () => path.join(packageDir('dejavu-fonts-ttf'), 'ttf/DejaVuSans-Bold.ttf'),
  },
  japanese: {
    regular: () => path.join(packageDir('@expo-google-fonts/noto-sans-jp'), '400Regular/NotoSansJP_400Regular.ttf'),
    bold: () => path.join(packageDir('@expo-google-fonts/noto-sans-jp'), '700Bold/NotoSansJP_700Bold.ttf'),
  },
  chinese: {
    regular: () => path.join(packageDir('@expo-google-fonts/noto-sans-tc'), '400Regular/NotoSansTC_400Regular.ttf'),
    bold: () => path.join(packageDir('@expo-google-fonts/noto-sans-tc'), '700Bold/NotoSansTC_700Bold.ttf'),
  },
};

type FontFamily = keyof typeof FONT_FILES;
type ParsedFont = ReturnType<typeof fontkit.create>;

const parsed = new Map<string, ParsedFont>();

/**
 * The font, read and parsed once per process and shared by every invoice. pdfkit would parse the
 * file again for each document, and decoding the layout tables (kerning, ligatures) again took
 * most of an invoice's time; each document still makes its own subset of the glyphs it uses.
 */
export function parsedFont(family: FontFamily, role: FontRole): ParsedFont {
  const file = FONT_FILES[family][role]();
  let font = parsed.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(file));
    parsed.set(file, font);
  }
  return font;
}

/** Japanese glyph shapes for a Japanese invoice and for any other language; Traditional Chinese ones for zh_Hant. */
export function cjkFamilyFor(language: ShopLanguage): 'japanese' | 'chinese' {
  return language === 'zh_Hant' ? 'chinese' : 'japanese';
}

// CJK radicals, kana, CJK symbols and punctuation, ideographs (and extensions), compatibility
// ideographs and forms, full-width forms.
const CJK =
  /[\u2E80-\u2FDF\u3000-\u30FF\u3190-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3134F}]/u;

/** The text cut into runs of one script each, in order. */
export function scriptRuns(text: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  for (const character of text) {
    const script: Script = CJK.test(character) ? 'cjk' : 'latin';
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}
