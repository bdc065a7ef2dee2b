import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The drop zone: a dashed box with the "Choose a file" button drawn in it.
 * The real input is visually hidden inside, so the zone shows its keyboard
 * focus (`has-[:focus-visible]`).
 */
export const fileInputZoneVariants = cva(
  [
    'relative flex min-w-0 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center',
    'transition-colors duration-(--motion-duration-fast)',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
  ],
  {
    variants: {
      // Red border when invalid, always with the message and its icon: never colour alone.
      invalid: {
        true: 'border-danger',
        false: '',
      },
      // After `invalid`, so a file dragged over a refused one still lights the zone up (merged by `cn`).
      dragging: {
        true: 'border-primary bg-secondary',
        false: 'bg-background',
      },
      disabled: {
        true: 'cursor-not-allowed bg-muted text-muted-foreground',
        false: 'cursor-pointer',
      },
    },
    compoundVariants: [
      { invalid: false, dragging: false, className: 'border-input hover:border-primary' },
      { disabled: true, className: 'border-input hover:border-input' },
    ],
    defaultVariants: { dragging: false, invalid: false, disabled: false },
  },
);

/** The button drawn in the zone (the zone takes the click and opens the picker). */
export const fileInputButtonClassName = [
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-secondary px-4 py-2 text-base font-semibold text-secondary-foreground',
  '[overflow-wrap:anywhere]',
].join(' ');

/** The chosen file's row under the zone: name, size and the clear button. */
export const fileInputFileClassName =
  'flex min-w-0 items-center gap-3 rounded-md border border-input bg-card px-3 py-1.5 text-card-foreground';

export type FileInputZoneVariantProps = VariantProps<typeof fileInputZoneVariants>;
