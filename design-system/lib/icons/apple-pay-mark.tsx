import { Mark, markFont, type MarkProps } from './icon';
import { appleGlyphPath } from './apple-glyph';

/** The Apple Pay mark for lists of payment methods: the glyph and "Pay" in a rounded outline, 48 × 32, `currentColor`. */
export const ApplePayMark = (props: MarkProps) => (
  <Mark {...props}>
    <rect x="1" y="3" width="46" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path transform="translate(7 8) scale(0.62)" d={appleGlyphPath} />
    <text x="20" y="21.5" fontFamily={markFont} fontSize="12" fontWeight="600" textLength="21" lengthAdjust="spacingAndGlyphs">
      Pay
    </text>
  </Mark>
);
