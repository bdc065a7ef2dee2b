import { cva, type VariantProps } from 'class-variance-authority';

export const cardFormVariants = cva('flex min-w-0 flex-col text-foreground', {
  variants: {
    density: {
      comfortable: 'gap-5',
      compact: 'gap-3',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

/** Expiry and CVV share a row: both are short, and two columns still fit at 320 px. */
export const cardFormShortFieldsClassName = 'grid grid-cols-2 items-start gap-3';

/**
 * The box around a hosted card field, drawn as `fieldControlVariants` draws an
 * input (the field inside is a frame of the gateway's origin, transparent, that
 * fills it): 44 px high, border, radius; the focus ring when the field reports
 * focus (a frame's focus does not reach `:focus-within` here); red when invalid;
 * muted while a payment runs.
 */
export const cardFieldBoxVariants = cva(
  [
    'flex h-11 w-full min-w-0 items-stretch overflow-hidden rounded-md border bg-background text-base text-foreground',
    'transition-colors duration-(--motion-duration-fast)',
  ],
  {
    variants: {
      invalid: { true: 'border-danger', false: 'border-input' },
      focused: { true: 'outline-2 outline-offset-2 outline-ring', false: '' },
      busy: { true: 'bg-muted', false: '' },
    },
    defaultVariants: { invalid: false, focused: false, busy: false },
  },
);

export type CardFormVariantProps = VariantProps<typeof cardFormVariants>;
