import {
  getCategoryProducts,
  getCategoryTree,
  getPopularDestinations,
  MAX_ITEMS_PER_PAGE,
  type ListingItem,
  type ShopClient,
} from '@shop/api';

import type { FlagSheet } from '@shop/design-system';

import type { FlagSheetLayout } from '../../load-context';
import { PLAN_CATEGORY_SLUGS } from './plan-categories';

/*
 * What the home and offers pages send is what they render, no more: React Router writes a loader's
 * answer into the page as its route payload, so a field the page does not show is paid twice.
 */

/** A popular destination's card (ProductCard): name, flag, link and starting price. */
export type DestinationCard = Pick<ListingItem, 'slug' | 'name' | 'flagCode' | 'fromPrice'>;

/**
 * A row of the offers page (DestinationList); the currency is the whole list's. A tuple, not an
 * object: in the route payload an object of four fields costs about 28 more bytes than an array
 * of four values, ~7 KB over the 244 rows of the page.
 */
export type DestinationRow = readonly [slug: string, name: string, flagCode: string, amount: number, flagTile?: number];

export interface PopularShelf {
  local: DestinationCard[];
  regional: DestinationCard[];
  /** How many plans of each type the shop sells, for the "see all" links. */
  totals: { local: number; regional: number };
}

export interface DestinationIndex {
  local: DestinationRow[];
  regional: DestinationRow[];
  currency: string;
  /** The picture of every flag the rows' tiles are in (storefront/server/flag-sheet.mjs); without it each row shows its flag's own. */
  flagSheet?: FlagSheet;
}

const toCard = ({ slug, name, flagCode, fromPrice }: ListingItem): DestinationCard => ({ slug, name, flagCode, fromPrice });
/** A row, with its flag's tile when the sheet has that flag. */
export const rowIn =
  (sheet: FlagSheetLayout | undefined) =>
  ({ slug, name, flagCode, fromPrice }: ListingItem): DestinationRow => {
    // The sheet names its flags as their files are named; a catalogue may write a code in capitals.
    const tile = sheet?.tiles.get(flagCode.trim().toLowerCase());
    return tile === undefined ? [slug, name, flagCode, fromPrice.amount] : [slug, name, flagCode, fromPrice.amount, tile];
  };

async function everyItem(client: ShopClient, category: string): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  for (let page = 1; ; page += 1) {
    const listing = await getCategoryProducts(client, { category, page, itemsPerPage: MAX_ITEMS_PER_PAGE, sort: 'name-asc' });
    items.push(...listing.items);
    if (page >= listing.pagination.pagesCount) return items;
  }
}

/** The offers page: every local and every regional plan, by name, as compact rows, their flags in `flagSheet` when there is one. */
export async function loadDestinationIndex(client: ShopClient, flagSheet?: FlagSheetLayout): Promise<DestinationIndex> {
  const [local, regional] = await Promise.all([
    everyItem(client, PLAN_CATEGORY_SLUGS.local),
    everyItem(client, PLAN_CATEGORY_SLUGS.regional),
  ]);
  const currency = [...local, ...regional][0]?.fromPrice.currency ?? client.currency ?? 'EUR';
  const toRow = rowIn(flagSheet);
  const index: DestinationIndex = { local: local.map(toRow), regional: regional.map(toRow), currency };
  if (flagSheet) index.flagSheet = { href: flagSheet.href, columns: flagSheet.columns, rows: flagSheet.rows };
  return index;
}

/** The home page: the popular destinations staff arrange, split by plan type, and the size of the whole catalogue. */
export async function loadPopularShelf(client: ShopClient): Promise<PopularShelf> {
  const [popular, tree] = await Promise.all([getPopularDestinations(client), getCategoryTree(client)]);
  const total = (slug: string) => tree.find((node) => node.slug === slug)?.count ?? 0;
  return {
    local: popular.filter((item) => item.planType === 'local').map(toCard),
    regional: popular.filter((item) => item.planType === 'regional').map(toCard),
    totals: { local: total(PLAN_CATEGORY_SLUGS.local), regional: total(PLAN_CATEGORY_SLUGS.regional) },
  };
}
