import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Button } from '../button/button';
import { Flag } from '../flag/flag';
import type { coverageListMessages } from './coverage-list.messages';

/** A destination a regional plan covers. */
export interface CoverageDestination {
  /** flag-icons code, e.g. `fr`. */
  code: string;
  /** Translated name. */
  name: string;
  /** The destination's own product page, when the shop sells one. */
  href?: string;
}

export interface CoverageListProps {
  destinations: readonly CoverageDestination[];
  /** How many show before "Show all 32 destinations" (then "Show fewer"). Default 8. */
  visibleCount?: number;
  /** Start expanded (e.g. the storefront remembers it). */
  defaultExpanded?: boolean;
  renderLink?: RenderLink;
  flagBasePath?: string;
  className?: string;
}

/**
 * The destinations of a regional plan, each with its flag and, when it has a
 * page, a link. After `visibleCount` items the rest are collapsed behind a
 * disclosure button; they stay in the HTML (`hidden`), so crawlers and
 * scriptless visitors still get every link.
 */
export function CoverageList({
  destinations,
  visibleCount = 8,
  defaultExpanded = false,
  renderLink = renderAnchor,
  flagBasePath,
  className,
}: CoverageListProps) {
  const text = useComponentText<typeof coverageListMessages>('CoverageList');
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  if (destinations.length === 0) return null;
  const collapsible = destinations.length > visibleCount;

  return (
    <div data-slot="coverage-list" className={cn('flex flex-col items-start gap-3', className)}>
      <ul
        id={listId}
        aria-label={text('label')}
        className="grid w-full grid-cols-1 gap-1 mobileWide:grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-4"
      >
        {destinations.map((destination, index) => {
          const content = (
            <>
              <Flag code={destination.code} size="sm" basePath={flagBasePath} />
              <span className="min-w-0 break-words">{destination.name}</span>
            </>
          );
          return (
            <li key={destination.code} hidden={collapsible && !expanded && index >= visibleCount}>
              {destination.href === undefined ? (
                <span className="flex min-h-11 items-center gap-2 px-2 py-1">{content}</span>
              ) : (
                renderLink({
                  href: destination.href,
                  className: cn(
                    'flex min-h-11 items-center gap-2 rounded-md px-2 py-1 underline-offset-4 hover:bg-muted hover:underline',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  ),
                  children: content,
                })
              )}
            </li>
          );
        })}
      </ul>
      {collapsible ? (
        <Button variant="secondary" size="md" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? text('showLess') : text('showAll', { count: destinations.length })}
        </Button>
      ) : null}
    </div>
  );
}
