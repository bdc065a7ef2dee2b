import { Mark, type MarkProps } from './icon';
import { discoverDiscOutline, discoverVerOutline } from './mark-glyphs';

/** Discover: the wordmark with its round "O". */
export const DiscoverMark = (props: MarkProps) => (
  <Mark {...props}>
    <path d={discoverDiscOutline} />
    <circle cx="26.5" cy="16" r="3.8" />
    <path d={discoverVerOutline} />
  </Mark>
);
