import { Mark, type MarkProps } from './icon';
import { visaOutline } from './mark-glyphs';

/** Visa: the italic wordmark. */
export const VisaMark = (props: MarkProps) => (
  <Mark {...props}>
    <path d={visaOutline} />
  </Mark>
);
