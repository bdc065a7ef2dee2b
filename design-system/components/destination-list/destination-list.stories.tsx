import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { routerLinkStory } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { DestinationList, type DestinationListItem, type FlagSheet } from './destination-list';
import { destinationListMessages } from './destination-list.messages';
// The seven flags of `local`, in its order, drawn as the storefront draws its sheet (storefront/server/flag-sheet.mjs).
import storySheetHref from './destination-list.story-sheet.webp';

const en = storyText(destinationListMessages);
const ja = storyText(destinationListMessages, 'ja');

const row = (flagCode: string, title: string, amount: number): DestinationListItem => ({
  flagCode,
  title,
  amount,
  href: `/en/esim-${title.replace(' eSIM', '').toLowerCase().replaceAll(' ', '-')}.html`,
});

const local: DestinationListItem[] = [
  row('af', 'Afghanistan eSIM', 399),
  row('ci', "Côte d'Ivoire eSIM", 499),
  row('fr', 'France eSIM', 450),
  row('jp', 'Japan eSIM', 599),
  row('re', 'Réunion eSIM', 499),
  row('es', 'Spain eSIM', 450),
  row('us', 'United States eSIM', 500),
];

const meta = {
  title: 'Catalog/DestinationList',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Every destination of a tab as compact rows (flag, name, starting price), each a link to its plans, with a filter for long lists: the offers page.',
          '**Use instead:** `ProductCard` for a few plans shown as cards (home page, listings); `CoverageList` for the countries one plan covers.',
        ].join('\n\n'),
      },
    },
  },
  component: DestinationList,
  args: { items: local, currency: 'EUR', label: 'Local eSIMs' },
  argTypes: { renderLink: { control: false } },
  decorators: [preventNavigation],
} satisfies Meta<typeof DestinationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per destination: a single link named by the destination and its price; the note says prices exclude VAT. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Local eSIMs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(list).getAllByRole('link')).toHaveLength(7);
    const france = within(list).getByRole('link', { name: 'France eSIM €4.50' });
    await expect(france).toHaveAttribute('href', '/en/esim-france.html');
    await expect(france.querySelector('img')).toHaveAttribute('src', '/flags/4x3/fr.svg');
    await expect(canvas.getByText(en('priceNote'))).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Playground: Story = {};

/** A row is at least 44 px high, a touch target a thumb can hit on a phone. */
export const TouchTargets: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Typing narrows the list, accents and case ignored, and the status says how many are left. */
export const Filtering: Story = {
  args: { filterable: true },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: en('filter') });
    const list = canvas.getByRole('list', { name: 'Local eSIMs' });
    await userEvent.type(field, 'REUN');
    await expect(within(list).getAllByRole('link')).toHaveLength(1);
    await expect(within(list).getByRole('link', { name: /Réunion eSIM/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 destination');
    await userEvent.clear(field);
    await userEvent.type(field, 'cote');
    await expect(within(list).getByRole('link', { name: /Côte d'Ivoire eSIM/ })).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'an');
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Afghanistan eSIM €3.99', 'France eSIM €4.50', 'Japan eSIM €5.99']);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 destinations');

    await userEvent.clear(field);
    await expect(within(list).getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Nothing matches: the status says so and names the term; the rows are hidden, not removed. */
export const NoMatch: Story = {
  args: { filterable: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: en('filter') }), 'Atlantis');
    await expect(canvas.getByRole('status')).toHaveTextContent(en('noMatch', { term: 'Atlantis' }));
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('li[hidden] a')).toHaveLength(7);
  },
};

/** The storefront passes React Router's Link through `renderLink`; here a spy stands in for it. */
export const CustomLinkComponent: Story = routerLinkStory('/en/esim-japan.html', /Japan eSIM/);

/** A short list (the regional plans), with region icons, in dollars. */
export const Regional: Story = {
  args: {
    label: 'Regional eSIMs',
    currency: 'USD',
    items: [row('eu', 'Europe eSIM', 900), row('asia', 'Asia eSIM', 1100), row('north-america', 'North America eSIM', 1200)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Europe eSIM $9.00' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Asia eSIM/ }).querySelector('img')).toHaveAttribute('src', '/flags/4x3/asia.svg');
  },
};

/** In Japanese: the texts come from the catalog, the price is formatted for Japan. */
export const Japanese: Story = {
  args: { filterable: true, items: [row('jp', '日本 eSIM', 599), row('fr', 'フランス eSIM', 450)], label: 'ローカル eSIM' },
  globals: { locale: 'ja' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(ja('priceNote'))).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: ja('filter') }), '日本');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1件の渡航先');
  },
};

const storySheet: FlagSheet = { href: storySheetHref, columns: 16, rows: 1 };
const localInSheet = local.map((item, flagTile) => ({ ...item, flagTile }));
/** What the storefront's script sets once the page has painted: the sheet is asked for from then on. */
const markFirstPaint = () => {
  document.documentElement.setAttribute('data-first-painted', '');
  return () => document.documentElement.removeAttribute('data-first-painted');
};
/** The first row's flag: the background its link draws before its name. */
const firstRowFlag = (canvasElement: HTMLElement) => {
  const link = canvasElement.querySelector('li a');
  return link ? getComputedStyle(link, '::before') : undefined;
};

/**
 * A long list's flags are tiles of one picture (the offers page's few hundred rows ask for one
 * file, not one each); the picture is drawn once the page has painted.
 */
export const FlagSheetDrawn: Story = {
  args: { items: localInSheet, flagSheet: storySheet },
  beforeEach: markFirstPaint,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Local eSIMs' });
    await expect(list.querySelectorAll('img')).toHaveLength(0);
    await expect(within(list).getByRole('link', { name: 'France eSIM €4.50' })).toBeVisible();
    const flag = firstRowFlag(canvasElement);
    await expect(flag?.backgroundImage).toContain('destination-list.story-sheet');
    // Japan is the fourth tile: 3 × 24 px along the sheet's first line.
    const japan = canvas.getByRole('link', { name: /Japan eSIM/ });
    await expect(getComputedStyle(japan, '::before').backgroundPosition).toBe('-72px 0px');
    // The picture is in before the snapshot: the tiles are drawn, not their muted boxes.
    const picture = new Image();
    picture.src = storySheetHref;
    await picture.decode();
  },
};

/** Before the page has painted, each tile is the muted box of a flag still loading, and nothing is asked for. */
export const FlagSheetBeforePaint: Story = {
  args: { items: localInSheet, flagSheet: storySheet },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).not.toHaveAttribute('data-first-painted');
    const flag = firstRowFlag(canvasElement);
    await expect(flag?.backgroundImage).toBe('none');
    await expect(flag?.width).toBe('24px');
  },
};

/** A row whose flag is not in the sheet shows its own picture, as a list without a sheet does. */
export const FlagNotInSheet: Story = {
  args: { items: [...localInSheet.slice(2, 4), row('eu', 'Europe eSIM', 900)], flagSheet: storySheet },
  beforeEach: markFirstPaint,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Europe eSIM/ }).querySelector('img')).toHaveAttribute('src', '/flags/4x3/eu.svg');
    await expect(canvas.getByRole('link', { name: /France eSIM/ }).querySelector('img')).toBeNull();
  },
};
