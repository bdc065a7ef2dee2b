import { Mark, markFont, type MarkProps } from './icon';

/** Visa: the italic wordmark. */
export const VisaMark = (props: MarkProps) => (
  <Mark {...props}>
    <text
      x="24"
      y="21"
      textAnchor="middle"
      fontFamily={markFont}
      fontSize="14"
      fontStyle="italic"
      fontWeight="800"
      textLength="32"
      lengthAdjust="spacingAndGlyphs"
    >
      VISA
    </text>
  </Mark>
);
