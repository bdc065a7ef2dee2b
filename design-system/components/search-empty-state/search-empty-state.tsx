import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Flag } from '../flag/flag';
import type { searchEmptyStateMessages } from './search-empty-state.messages';

/** A destination offered instead of the results a search did not find. */
export interface SearchEmptyStateDestination {
  /** flag-icons code, e.g. `fr`. */
  flagCode: string;
  /** Translated name, e.g. "France eSIM". */
  name: string;
  href: string;
}

export interface SearchEmptyStateProps {
  /** What the shopper searched for, shown back as typed. */
  term: string;
  /** The destinations offered instead, as links; none leaves only the hint and "show all". */
  destinations: readonly SearchEmptyStateDestination[];
  /** `closest`: near the term ("Did you mean"); `popular`: nothing was near, the shop's favourites. */
  destinationsKind: 'closest' | 'popular';
  /** The same listing without the term. */
  showAllHref: string;
  /** Heading level of the title, so it fits the page's outline. Default h2. */
  headingLevel?: 'h2' | 'h3';
  renderLink?: RenderLink;
  flagBasePath?: string;
  className?: string;
}

// Joined, not merged with `cn`: no two conflict, and `cn` here would build tailwind-merge's map as the module loads.
const linkClasses = [
  'flex min-h-11 items-center gap-2 rounded-md border border-border px-3 py-1 underline-offset-4 hover:bg-muted hover:underline',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
].join(' ');

/**
 * What a listing searched by a term shows when nothing matches: the term back, a hint on how to
 * search, the closest (or else popular) destinations as links, and a way back to every plan.
 */
export function SearchEmptyState({
  term,
  destinations,
  destinationsKind,
  showAllHref,
  headingLevel: Heading = 'h2',
  renderLink = renderAnchor,
  flagBasePath,
  className,
}: SearchEmptyStateProps) {
  const text = useComponentText<typeof searchEmptyStateMessages>('SearchEmptyState');
  const offered = destinationsKind === 'closest' ? text('closest') : text('popular');
  return (
    <section data-slot="search-empty-state" className={cn('flex flex-col items-center gap-4 py-8 text-center', className)}>
      <Heading className="text-xl font-semibold break-words">{text('title', { term })}</Heading>
      <p className="max-w-prose text-muted-foreground">{text('hint')}</p>
      {destinations.length > 0 ? (
        <ul aria-label={offered} className="flex flex-wrap justify-center gap-2">
          {destinations.map((destination) => (
            <li key={destination.href}>
              {renderLink({
                href: destination.href,
                className: linkClasses,
                children: (
                  <>
                    <Flag code={destination.flagCode} size="sm" basePath={flagBasePath} />
                    <span>{destination.name}</span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {renderLink({ href: showAllHref, className: 'font-medium text-primary underline underline-offset-4', children: text('showAll') })}
    </section>
  );
}
