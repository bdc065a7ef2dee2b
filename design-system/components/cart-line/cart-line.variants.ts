import { cva, type VariantProps } from 'class-variance-authority';

export const cartLineVariants = cva('flex min-w-0 gap-3 text-foreground', {
  variants: {
    density: {
      comfortable: 'py-4',
      compact: 'py-2',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

/** The bin button beside the stepper: same 44 px box as the stepper's buttons. */
export const cartLineRemoveButtonClassName = [
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
  'transition-colors duration-(--motion-duration-fast) hover:bg-muted hover:text-danger',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:cursor-not-allowed aria-disabled:hover:bg-transparent aria-disabled:hover:text-muted-foreground',
].join(' ');

export type CartLineVariantProps = VariantProps<typeof cartLineVariants>;
