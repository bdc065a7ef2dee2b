/**
 * The show/hide button sits inside the input's box, at its end: 44 × 44 px
 * (touch target), so the input keeps room for it with `pe-12`.
 */
export const passwordFieldToggleClassName = [
  'absolute inset-y-0 end-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-e-md text-muted-foreground',
  'transition-colors duration-(--motion-duration-fast) hover:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
].join(' ');

/** Room for the toggle at the input's end. */
export const passwordFieldInputClassName = 'pe-12';
