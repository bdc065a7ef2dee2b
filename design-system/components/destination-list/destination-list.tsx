import { type CSSProperties, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { DEFAULT_FLAG_BASE_PATH, flagCssUrl } from '../flag/flag';
import { formatMinorUnits } from '../price/price.format';
import { TextField } from '../text-field/text-field';
import type { destinationListMessages } from './destination-list.messages';

/** One destination row: its name, flag, product page and lowest price. */
export interface DestinationListItem {
  /** Translated name, the link's text: "France eSIM". */
  title: string;
  /** flag-icons code (`fr`, `eu`) or a region icon's name. */
  flagCode: string;
  href: string;
  /** Lowest plan price in minor units, VAT excluded; the currency is the list's. */
  amount: number;
}

export interface DestinationListProps {
  items: readonly DestinationListItem[];
  /** ISO 4217 code of every row's amount. */
  currency: string;
  /** Accessible name of the list, e.g. the tab's "Local eSIMs". */
  label: string;
  /** A field above the list that narrows it as the shopper types (for long lists). */
  filterable?: boolean;
  renderLink?: RenderLink;
  flagBasePath?: string;
  className?: string;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "reunion" "Réunion". */
function folded(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/** The row's flag, drawn by the list's stylesheet (destination-list.css) from this property. */
const flagProperty = (url: string) => ({ '--flag': url }) as CSSProperties;

/**
 * Every destination of a tab as a compact row: flag, name and starting price, the whole row one
 * link to the product page. Long lists get a filter field that hides the rows that do not match
 * (accents and case ignored) and says how many are left; hidden rows stay in the HTML, so crawlers
 * and scriptless visitors still get every link.
 */
export function DestinationList({
  items,
  currency,
  label,
  filterable = false,
  renderLink = renderAnchor,
  flagBasePath = DEFAULT_FLAG_BASE_PATH,
  className,
}: DestinationListProps) {
  const text = useComponentText<typeof destinationListMessages>('DestinationList');
  const locale = useComponentLocale();
  const listId = useId();
  const [term, setTerm] = useState('');
  const wanted = folded(term.trim(), locale);
  const matches = (item: DestinationListItem) => wanted === '' || folded(item.title, locale).includes(wanted);
  const matchCount = wanted === '' ? items.length : items.filter(matches).length;

  return (
    <div data-slot="destination-list" className={cn('flex flex-col gap-3', className)}>
      {filterable ? (
        <div className="flex flex-col gap-1">
          <TextField
            type="search"
            label={text('filter')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            aria-controls={listId}
            autoComplete="off"
            className="max-w-sm"
          />
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {wanted === '' ? null : matchCount === 0 ? text('noMatch', { term: term.trim() }) : text('matches', { count: matchCount })}
          </p>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{text('priceNote')}</p>
      <ul id={listId} aria-label={label} className="destination-list">
        {items.map((item) => (
          <li key={item.href} hidden={!matches(item)} style={flagProperty(flagCssUrl(item.flagCode, flagBasePath))}>
            {renderLink({
              href: item.href,
              children: (
                <>
                  {/* One text node with its space: the accessible name reads "France eSIM €4.50". */}
                  {`${item.title} `}
                  <span>{formatMinorUnits(item.amount, currency, locale)}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
