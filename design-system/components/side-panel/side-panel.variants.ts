import { cva, type VariantProps } from 'class-variance-authority';

export const sidePanelContentVariants = cva(
  [
    'fixed inset-y-0 right-0 z-sidebar flex h-dvh w-full flex-col bg-card text-card-foreground shadow-xl',
    'focus:outline-none',
    'data-[state=open]:animate-panel-in data-[state=closed]:animate-panel-out',
  ],
  {
    variants: {
      // Full width on phones; from tablet up a fixed column so the page stays visible beside it.
      size: {
        md: 'tablet:w-96 tablet:border-l',
        lg: 'tablet:w-[32rem] tablet:border-l',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SidePanelContentVariantProps = VariantProps<typeof sidePanelContentVariants>;
