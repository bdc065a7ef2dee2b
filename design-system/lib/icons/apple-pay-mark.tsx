import { Mark, type MarkProps } from './icon';
import { appleGlyphPath } from './apple-glyph';
import { applePayOutline } from './mark-glyphs';

/** The Apple Pay mark for lists of payment methods: the glyph and "Pay" in a rounded outline, 48 × 32, `currentColor`. */
export const ApplePayMark = (props: MarkProps) => (
  <Mark {...props}>
    <rect x="1" y="3" width="46" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path transform="translate(7 8) scale(0.62)" d={appleGlyphPath} />
    <path d={applePayOutline} />
  </Mark>
);
