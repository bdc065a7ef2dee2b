import { cva, type VariantProps } from 'class-variance-authority';

export const languageSwitcherTriggerVariants = cva(
  [
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-semibold text-foreground',
    'hover:bg-muted aria-expanded:bg-muted',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      // `bordered` for light page headers, `plain` inside a toolbar that already has a frame.
      appearance: {
        plain: '',
        bordered: 'border border-border',
      },
    },
    defaultVariants: { appearance: 'plain' },
  },
);

export const languageSwitcherItemClassName = [
  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm text-foreground',
  'hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
  'aria-[current=true]:bg-accent aria-[current=true]:font-semibold aria-[current=true]:text-accent-foreground',
].join(' ');

export type LanguageSwitcherTriggerVariantProps = VariantProps<typeof languageSwitcherTriggerVariants>;
