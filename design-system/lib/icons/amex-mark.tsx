import { Mark, type MarkProps } from './icon';
import { amexOutline } from './mark-glyphs';

/** American Express: the boxed short name, the text cut out of the box. */
export const AmexMark = (props: MarkProps) => (
  <Mark {...props}>
    <rect x="5" y="8" width="38" height="16" rx="2" />
    <path d={amexOutline} className="fill-card" />
  </Mark>
);
