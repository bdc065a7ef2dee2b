import { Mark, markFont, type MarkProps } from './icon';

/** Discover: the wordmark with its round "O". */
export const DiscoverMark = (props: MarkProps) => (
  <Mark {...props}>
    <text x="3" y="19" fontFamily={markFont} fontSize="8.5" fontWeight="700" textLength="19" lengthAdjust="spacingAndGlyphs">
      DISC
    </text>
    <circle cx="26.5" cy="16" r="3.8" />
    <text x="31" y="19" fontFamily={markFont} fontSize="8.5" fontWeight="700" textLength="14" lengthAdjust="spacingAndGlyphs">
      VER
    </text>
  </Mark>
);
