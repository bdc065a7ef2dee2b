import { cva, type VariantProps } from 'class-variance-authority';

export const accordionVariants = cva('flex flex-col', {
  variants: {
    // `separated` cards for an FAQ page; `divided` rows for a column beside other content.
    appearance: {
      separated: 'gap-2',
      divided: 'divide-y border-y',
    },
  },
  defaultVariants: { appearance: 'separated' },
});

export const accordionItemVariants = cva('', {
  variants: {
    appearance: {
      separated: 'rounded-lg border bg-card text-card-foreground',
      divided: '',
    },
  },
  defaultVariants: { appearance: 'separated' },
});

/** The whole row is the button: at least the 44 px touch target, the chevron turning when open. */
export const accordionTriggerClassName = [
  'flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-start text-base font-semibold',
  'cursor-pointer rounded-lg transition-colors duration-(--motion-duration-fast) hover:bg-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  '[&[data-state=open]>svg]:rotate-180',
].join(' ');

export type AccordionVariantProps = VariantProps<typeof accordionVariants>;
