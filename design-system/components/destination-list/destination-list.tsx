import { type CSSProperties, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { DEFAULT_FLAG_BASE_PATH, flagSrc } from '../flag/flag';
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
  /** The flag's tile in the list's `flagSheet`, counted along its lines from 0; without it the row shows the flag's own picture. */
  flagTile?: number;
}

/** One picture holding every flag in a grid of 4:3 tiles, for long lists: one request instead of one per row. */
export interface FlagSheet {
  href: string;
  columns: number;
  rows: number;
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
  /**
   * The sheet the rows' `flagTile`s point into. It is drawn once the page has painted (the root
   * element carries `data-first-painted`; see destination-list.css), or at once without script.
   */
  flagSheet?: FlagSheet;
  className?: string;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "reunion" "Réunion". */
function folded(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/*
 * The rows carry no classes of their own: every row is styled from the list, so each of a few
 * hundred destinations costs its link, flag and price in the page's HTML and nothing more. Joined,
 * not merged with `cn`: none of them conflict, and a `cn` at a module's top would build
 * tailwind-merge's class map (about 20 ms) as the route loads, before hydration could spread it.
 */
const LIST_CLASSES = [
  'grid grid-cols-1 gap-x-4 gap-y-1 mobileWide:grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-4',
  '[&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:gap-3 [&_a]:rounded-md [&_a]:px-2 [&_a]:py-1 [&_a]:text-foreground',
  // A name longer than its column ("Herzegowina", "Zentralafrikanische") breaks rather than push
  // the price out of its row, into the next column or past the screen's edge (issue 19).
  '[&_a]:hyphens-auto [&_a]:[overflow-wrap:anywhere]',
  '[&_a:hover]:bg-muted [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-ring',
  '[&_img]:h-[18px] [&_img]:w-6 [&_img]:shrink-0 [&_img]:rounded-[2px] [&_img]:bg-muted [&_img]:object-cover [&_img]:shadow-[0_0_0_1px_var(--border)]',
  '[&_span]:ms-auto [&_span]:ps-2 [&_span]:text-sm [&_span]:font-semibold [&_span]:whitespace-nowrap [&_span]:tabular-nums',
  // A phone lays out and paints only the rows near the screen: the offers page's few hundred rows
  // cost the first paint and every filtering nothing off screen. A row keeps its height (44 px,
  // then the one it last had), so the page's length and scrollbar do not jump.
  '[&>li]:[content-visibility:auto] [&>li]:[contain-intrinsic-size:auto_2.75rem]',
].join(' ');

/** A row's flag box in CSS px, an image's or a tile's (destination-list.css). */
const FLAG_WIDTH = 24;
const FLAG_HEIGHT = 18;

/** The sheet's address and size for its tiles (destination-list.css): the sheet is scaled to flag-box tiles. */
const sheetProperties = ({ href, columns, rows }: FlagSheet) =>
  ({
    '--flag-sheet': `url(${JSON.stringify(href)})`,
    '--flag-sheet-size': `${columns * FLAG_WIDTH}px ${rows * FLAG_HEIGHT}px`,
  }) as CSSProperties;

/** Where a row's tile is in the sheet. */
const tileProperties = (tile: number, { columns }: FlagSheet) =>
  ({ '--flag-tile': `${-(tile % columns) * FLAG_WIDTH}px ${-Math.floor(tile / columns) * FLAG_HEIGHT}px` }) as CSSProperties;

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
  flagSheet,
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
      <ul
        id={listId}
        aria-label={label}
        className={LIST_CLASSES}
        data-flag-sheet={flagSheet ? '' : undefined}
        style={flagSheet ? sheetProperties(flagSheet) : undefined}
      >
        {items.map((item) => {
          const tile = flagSheet && item.flagTile !== undefined ? tileProperties(item.flagTile, flagSheet) : undefined;
          return (
            <li key={item.href} hidden={!matches(item)} style={tile}>
              {renderLink({
                href: item.href,
                children: (
                  <>
                    {tile ? null : (
                      <img src={flagSrc(item.flagCode, flagBasePath)} alt="" width={FLAG_WIDTH} height={FLAG_HEIGHT} loading="lazy" />
                    )}
                    {/* One text node with its space: the accessible name reads "France eSIM €4.50". */}
                    {`${item.title} `}
                    <span>{formatMinorUnits(item.amount, currency, locale)}</span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
