import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ChevronRightIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import type { breadcrumbMessages } from './breadcrumb.messages';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) needs none. */
  href?: string;
}

export interface BreadcrumbProps {
  /** From the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  renderLink?: RenderLink;
  className?: string;
}

/**
 * Where the page sits in the catalogue: a labelled navigation with an ordered
 * list, the last item marked `aria-current="page"`. Separators are drawn, not
 * read. (The storefront adds the matching `BreadcrumbList` JSON-LD.)
 */
export function Breadcrumb({ items, renderLink = renderAnchor, className }: BreadcrumbProps) {
  const text = useComponentText<typeof breadcrumbMessages>('Breadcrumb');
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={text('label')} data-slot="breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const isCurrent = index === lastIndex;
          return (
            <li key={`${index}-${item.label}`} className="inline-flex min-w-0 items-center gap-1">
              {isCurrent ? (
                item.href === undefined ? (
                  <span aria-current="page" className="truncate font-semibold text-foreground">
                    {item.label}
                  </span>
                ) : (
                  renderLink({
                    href: item.href,
                    'aria-current': 'page',
                    className:
                      'truncate font-semibold text-foreground rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    children: item.label,
                  })
                )
              ) : item.href === undefined ? (
                <span className="truncate">{item.label}</span>
              ) : (
                renderLink({
                  href: item.href,
                  className: cn(
                    // Underlined so the crumbs read as links without relying on colour.
                    'truncate underline underline-offset-4 hover:text-foreground rounded-sm',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  ),
                  children: item.label,
                })
              )}
              {isCurrent ? null : <ChevronRightIcon className="size-4 rtl:rotate-180" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
