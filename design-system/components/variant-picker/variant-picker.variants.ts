import { cva, type VariantProps } from 'class-variance-authority';

/** One selectable chip: a `<label>` wrapping a visually hidden native radio. */
export const variantOptionVariants = cva(
  [
    'relative inline-flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-md border border-input px-3 py-2',
    'text-sm font-semibold text-foreground select-none transition-colors duration-(--motion-duration-fast)',
    'hover:bg-muted',
    'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:checked]:ring-1 has-[:checked]:ring-primary',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    // Doesn't combine with the other axis's current value, yet selectable: a dashed border (shape, not
    // colour) and muted weight say "picking this changes your other choice". No strikethrough: it is not
    // unavailable. Set by the component as `data-combines="false"` on the label.
    'data-[combines=false]:border-dashed data-[combines=false]:font-normal data-[combines=false]:text-muted-foreground',
  ],
  {
    variants: {
      density: {
        comfortable: '',
        compact: 'min-h-9 min-w-16 px-2 py-1',
      },
    },
    defaultVariants: { density: 'comfortable' },
  },
);

export type VariantOptionVariantProps = VariantProps<typeof variantOptionVariants>;
