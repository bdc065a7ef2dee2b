import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckCircleIcon, GlobeIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { HEADING_TAGS, type FormHeadingLevel } from '../form-parts/form-parts';
import { Rating } from '../rating/rating';
import type { reviewCardMessages } from './review-card.messages';
import { reviewCardPictureClassName, reviewCardVariants, type ReviewCardVariantProps } from './review-card.variants';

export interface ReviewCardPicture {
  src: string;
  /** Intrinsic size in px: the browser keeps the room before the image loads (no layout shift). */
  width: number;
  height: number;
}

export interface ReviewCardProps extends Omit<ComponentProps<'article'>, 'children' | 'title'>, ReviewCardVariantProps {
  /** Who wrote it: "Maria G.". */
  author: string;
  /** Optional title of the review; the card's heading when given. */
  title?: string;
  /** The review as the customer wrote it: plain text, line breaks kept, never read as HTML. */
  text: string;
  /** Spec §3, §9: 1 to 5 stars, read "Rated 4 out of 5". */
  rating: number;
  /** The plan reviewed: `label` ("eSIM Japan"), linked to its product page when `href` is given. */
  destination?: { label: string; href?: string };
  /** When it was written, already formatted: "12 March 2026". */
  dateLabel?: string;
  /** The same date as `YYYY-MM-DD`, for the `<time>` element machines read. */
  dateTime?: string;
  /** The customer's optional photo (spec §3: the review form's picture), described as "Photo shared by Maria G.". */
  picture?: ReviewCardPicture;
  /** The reviewer's email paid for a plan of this destination: "Verified purchase" beside their name. */
  verifiedPurchase?: boolean;
  /** Level of the title. Default 3 (under the reviews section's `h2`). */
  headingLevel?: FormHeadingLevel | 4;
  renderLink?: RenderLink;
}

/**
 * One customer review as displayed (spec §3: author, title, text, rating,
 * destination, picture).
 *
 * An `article` named by its title, or by its author without one. Everything
 * the customer wrote is rendered as text by React, so markup in a review
 * shows as typed and never runs. The picture is lazy: reviews come in lists.
 */
export function ReviewCard({
  author,
  title,
  text,
  rating,
  destination,
  dateLabel,
  dateTime,
  picture,
  verifiedPurchase = false,
  headingLevel = 3,
  variant,
  renderLink = renderAnchor,
  className,
  ...rest
}: ReviewCardProps) {
  const componentText = useComponentText<typeof reviewCardMessages>('ReviewCard');
  const titleId = useId();
  const authorId = useId();
  const hasTitle = title !== undefined && title !== '';
  const Heading = headingLevel === 4 ? 'h4' : HEADING_TAGS[headingLevel];
  const hasDate = dateLabel !== undefined && dateLabel !== '';

  return (
    <article
      data-slot="review-card"
      aria-labelledby={hasTitle ? titleId : authorId}
      className={cn(reviewCardVariants({ variant }), className)}
      {...rest}
    >
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Rating value={rating} size="sm" />
        {hasDate ? (
          dateTime === undefined ? (
            <p className="text-sm text-muted-foreground">{dateLabel}</p>
          ) : (
            <time dateTime={dateTime} className="text-sm text-muted-foreground">
              {dateLabel}
            </time>
          )
        ) : null}
      </div>
      {hasTitle ? (
        <Heading id={titleId} className="text-base font-bold text-foreground [overflow-wrap:anywhere]">
          {title}
        </Heading>
      ) : null}
      <p data-slot="review-card-text" className="text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
        {text}
      </p>
      {picture === undefined ? null : (
        <img
          data-slot="review-card-picture"
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={componentText('pictureAlt', { name: author })}
          loading="lazy"
          decoding="async"
          className={reviewCardPictureClassName}
        />
      )}
      <div className="mt-auto flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p id={authorId} className="font-semibold text-foreground [overflow-wrap:anywhere]">
          {author}
        </p>
        {verifiedPurchase ? (
          <p
            data-slot="review-card-verified"
            className="inline-flex items-center gap-1 rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-success-foreground"
          >
            <CheckCircleIcon className="size-4" />
            {componentText('verifiedPurchase')}
          </p>
        ) : null}
        {destination === undefined ? null : (
          <p className="inline-flex min-w-0 items-center gap-1.5 text-muted-foreground">
            <GlobeIcon className="size-4" />
            {destination.href === undefined ? (
              <span className="[overflow-wrap:anywhere]">{destination.label}</span>
            ) : (
              renderLink({
                href: destination.href,
                className:
                  'rounded-sm text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                children: destination.label,
              })
            )}
          </p>
        )}
      </div>
    </article>
  );
}
