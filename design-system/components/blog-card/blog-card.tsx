import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { EyeIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import type { blogCardMessages } from './blog-card.messages';
import { blogCardImageVariants, blogCardTitleVariants, blogCardVariants } from './blog-card.variants';

/** A post's cover, served by the shop; explicit size so the grid does not jump while it loads. */
export interface BlogCardImage {
  src: string;
  width: number;
  height: number;
  /** Empty by default: the title already names the post, the picture adds nothing to it. */
  alt?: string;
}

/** The post's category; with `href`, a link to the blog filtered by it. */
export interface BlogCardTag {
  label: string;
  href?: string;
}

export interface BlogCardProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  /** The post's page; the whole card is clickable. */
  href: string;
  /** Post title; it is also the name of the card's link. */
  title: string;
  image?: BlogCardImage;
  /** How many times the post was read; shown as "10,821 views" in the page's language. */
  viewCount: number;
  tag?: BlogCardTag;
  /** Already formatted, e.g. "12 March 2026". */
  dateLabel?: string;
  excerpt?: ReactNode;
  /** The blog's lead post: larger, image beside the text from tablet up. */
  featured?: boolean;
  /** Heading level fitting the page outline (a list under an h2 wants h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  renderLink?: RenderLink;
}

/**
 * Blog / news card (spec §3: image, title, views, tag). Like `ProductCard`, the
 * title link is stretched over the card, so the whole card is clickable while
 * assistive tech hears one link named by the title. The tag link, when there
 * is one, comes after the title in the DOM and is positioned, so it paints
 * above the stretched link and stays its own target.
 */
export function BlogCard({
  href,
  title,
  image,
  viewCount,
  tag,
  dateLabel,
  excerpt,
  featured = false,
  headingLevel: Heading = 'h3',
  renderLink = renderAnchor,
  className,
  ...rest
}: BlogCardProps) {
  const text = useComponentText<typeof blogCardMessages>('BlogCard');
  return (
    <article
      data-slot="blog-card"
      data-featured={featured || undefined}
      className={cn(blogCardVariants({ featured }), className)}
      {...rest}
    >
      {image === undefined ? null : (
        <img
          data-slot="blog-card-image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt ?? ''}
          loading="lazy"
          decoding="async"
          className={blogCardImageVariants({ featured })}
        />
      )}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-2 p-4', featured && 'tablet:justify-center tablet:p-6')}>
        <Heading data-slot="blog-card-title" className={blogCardTitleVariants({ featured })}>
          {renderLink({
            href,
            className: 'after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none',
            children: title,
          })}
        </Heading>
        {excerpt === undefined ? null : (
          <div data-slot="blog-card-excerpt" className={cn('text-sm text-muted-foreground', !featured && 'line-clamp-3')}>
            {excerpt}
          </div>
        )}
        <div data-slot="blog-card-meta" className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-muted-foreground">
          {tag === undefined ? null : tag.href === undefined ? (
            <span data-slot="blog-card-tag" className={tagClassName}>
              {tag.label}
            </span>
          ) : (
            renderLink({
              href: tag.href,
              className: cn(
                tagClassName,
                'relative hover:bg-secondary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              ),
              children: tag.label,
            })
          )}
          {dateLabel === undefined ? null : <span data-slot="blog-card-date">{dateLabel}</span>}
          <span data-slot="blog-card-views" className="inline-flex items-center gap-1">
            <EyeIcon className="size-4" />
            {text('views', { count: viewCount })}
          </span>
        </div>
      </div>
    </article>
  );
}

/** Pill of the tag; at least 24 px tall when it is a link (WCAG 2.5.8 target size). */
const tagClassName = 'inline-flex min-h-6 items-center rounded-full bg-secondary px-2.5 text-xs font-semibold text-secondary-foreground';
