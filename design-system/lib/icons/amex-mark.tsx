import { Mark, markFont, type MarkProps } from './icon';

/** American Express: the boxed short name, the text cut out of the box. */
export const AmexMark = (props: MarkProps) => (
  <Mark {...props}>
    <rect x="5" y="8" width="38" height="16" rx="2" />
    <text
      x="24"
      y="20.5"
      textAnchor="middle"
      fontFamily={markFont}
      fontSize="10"
      fontWeight="800"
      textLength="30"
      lengthAdjust="spacingAndGlyphs"
      className="fill-card"
    >
      AMEX
    </text>
  </Mark>
);
