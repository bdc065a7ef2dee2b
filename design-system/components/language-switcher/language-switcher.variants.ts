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

/** One language of the list: a utility of its own (language-switcher.css), as the header repeats it eight times on every page. */
export const languageSwitcherItemClassName = 'language-switcher-item';

export type LanguageSwitcherTriggerVariantProps = VariantProps<typeof languageSwitcherTriggerVariants>;
