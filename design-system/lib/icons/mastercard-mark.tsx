import { Mark, type MarkProps } from './icon';

/** Mastercard: two overlapping circles, the overlap darker. */
export const MastercardMark = (props: MarkProps) => (
  <Mark {...props}>
    <circle cx="18.5" cy="16" r="10" fillOpacity="0.9" />
    <circle cx="29.5" cy="16" r="10" fillOpacity="0.45" />
  </Mark>
);
