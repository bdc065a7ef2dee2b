import type { ListingItem } from '@shop/api';
import { describe, expect, it } from 'vitest';

import type { FlagSheetLayout } from '../../load-context';
import { rowIn } from './destination-tabs.server';

const item = (flagCode: string) =>
  ({ slug: `esim-${flagCode}`, name: `${flagCode} eSIM`, flagCode, fromPrice: { amount: 450, currency: 'EUR' } }) as ListingItem;
const sheet: FlagSheetLayout = {
  href: '/flags/sheet-0123456789abcdef.webp',
  columns: 16,
  rows: 18,
  tiles: new Map([
    ['fr', 2],
    ['gb-sct', 17],
  ]),
};

describe('an offers row', () => {
  it('carries its flag’s tile when the sheet has the flag, whatever the case the catalogue wrote it in', () => {
    expect(rowIn(sheet)(item('fr'))).toEqual(['esim-fr', 'fr eSIM', 'fr', 450, 2]);
    expect(rowIn(sheet)(item(' GB-SCT '))).toEqual(['esim- GB-SCT ', ' GB-SCT  eSIM', ' GB-SCT ', 450, 17]);
  });

  it('has no tile for a flag the sheet lacks, nor without a sheet: the row then shows the flag’s own picture', () => {
    expect(rowIn(sheet)(item('xx'))).toEqual(['esim-xx', 'xx eSIM', 'xx', 450]);
    expect(rowIn(undefined)(item('fr'))).toEqual(['esim-fr', 'fr eSIM', 'fr', 450]);
  });
});
