import { cva, type VariantProps } from 'class-variance-authority';

export const tabsListVariants = cva('inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', {
  variants: {
    // `full` splits the width evenly: the Local / Regional tabs on a 320 px phone.
    width: {
      auto: 'w-auto',
      full: 'flex w-full *:flex-1',
    },
  },
  defaultVariants: { width: 'full' },
});

export const tabsTriggerVariants = cva([
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap',
  'cursor-pointer transition-colors duration-(--motion-duration-fast)',
  'hover:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
]);

export type TabsListVariantProps = VariantProps<typeof tabsListVariants>;
