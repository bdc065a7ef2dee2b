import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Flag } from '../flag/flag';
import { searchResultItemVariants } from './search-bar.variants';

/** One suggestion, ready to show (spec §2: a flag, a title and a link). */
export interface SearchBarResult {
  id: string;
  /** Destination or plan name, already translated. */
  title: string;
  /** flag-icons code (`fr`, `jp`, `eu`). */
  flagCode: string;
  /** Product page, e.g. `/en/esim-france.html`. */
  href: string;
}

export interface SearchResultItemProps {
  result: SearchBarResult;
  /** DOM id the combobox points at with `aria-activedescendant`. */
  id: string;
  /** Highlighted by the arrow keys. */
  active?: boolean;
  renderLink?: RenderLink;
  flagBasePath?: string;
  onClick?: () => void;
  className?: string;
}

/**
 * A suggestion: a real link (works without JS, opens in a new tab with a
 * middle click) that is also an option of the search listbox. It is never
 * focused itself (`tabIndex=-1`): focus stays in the input and the combobox
 * points at it with `aria-activedescendant`. Must be rendered inside an
 * element with `role="listbox"`.
 */
export function SearchResultItem({
  result,
  id,
  active = false,
  renderLink = renderAnchor,
  flagBasePath,
  onClick,
  className,
}: SearchResultItemProps) {
  return renderLink({
    href: result.href,
    id,
    role: 'option',
    'aria-selected': active,
    tabIndex: -1,
    className: cn(searchResultItemVariants({ active }), className),
    ...(onClick === undefined ? {} : { onClick }),
    children: (
      <>
        <Flag code={result.flagCode} size="sm" basePath={flagBasePath} />
        <span data-slot="search-result-title" className="min-w-0 flex-1 break-words">
          {result.title}
        </span>
      </>
    ),
  });
}
