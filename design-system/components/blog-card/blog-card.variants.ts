import { cva, type VariantProps } from 'class-variance-authority';

export const blogCardVariants = cva(
  [
    'group relative flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card text-card-foreground',
    'transition-shadow duration-(--motion-duration-fast) hover:shadow-md',
    // The ring of the stretched title link is drawn around the whole card.
    'has-[[data-slot=blog-card-title]_a:focus-visible]:outline-2 has-[[data-slot=blog-card-title]_a:focus-visible]:outline-offset-2',
    'has-[[data-slot=blog-card-title]_a:focus-visible]:outline-ring',
  ],
  {
    variants: {
      // `featured`: the blog's lead post, image beside the text from tablet up.
      featured: {
        true: 'tablet:flex-row',
        false: '',
      },
    },
    defaultVariants: { featured: false },
  },
);

export const blogCardImageVariants = cva('block h-auto w-full bg-muted object-cover', {
  variants: {
    featured: {
      true: 'aspect-video tablet:aspect-auto tablet:h-full tablet:w-1/2 tablet:shrink-0',
      false: 'aspect-video',
    },
  },
  defaultVariants: { featured: false },
});

export const blogCardTitleVariants = cva('leading-snug font-semibold [overflow-wrap:anywhere]', {
  variants: {
    featured: {
      true: 'text-xl tablet:text-2xl',
      false: 'line-clamp-3 text-base',
    },
  },
  defaultVariants: { featured: false },
});

export type BlogCardVariantProps = VariantProps<typeof blogCardVariants>;
