import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { SearchEmptyState, type SearchEmptyStateDestination } from './search-empty-state';
import { searchEmptyStateMessages } from './search-empty-state.messages';

const en = storyText(searchEmptyStateMessages);
const ja = storyText(searchEmptyStateMessages, 'ja');

const closest: SearchEmptyStateDestination[] = [
  { flagCode: 'fr', name: 'France eSIM', href: '/en/esim-france.html' },
  { flagCode: 'gf', name: 'French Guiana eSIM', href: '/en/esim-french-guiana.html' },
];

const popular: SearchEmptyStateDestination[] = [
  ['us', 'United States'],
  ['jp', 'Japan'],
  ['th', 'Thailand'],
  ['gb', 'United Kingdom'],
  ['it', 'Italy'],
  ['es', 'Spain'],
].map(([flagCode = '', name = '']) => ({ flagCode, name: `${name} eSIM`, href: `/en/esim-${name.toLowerCase().replace(' ', '-')}.html` }));

const meta = {
  title: 'Search/SearchEmptyState',
  tags: ['autodocs'],
  component: SearchEmptyState,
  args: {
    term: 'frnace',
    destinations: closest,
    destinationsKind: 'closest',
    showAllHref: '/en/Category',
  },
  argTypes: { renderLink: { control: false } },
  decorators: [preventNavigation],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** In place of a listing\'s results when a search term found nothing: it repeats the term, says how to search, offers the closest destinations ("Did you mean") or, when none is near, the popular ones, and links back to every plan.',
          '**Use instead:** the listing\'s own empty line when its filters alone leave nothing; `SearchBar`\'s "no result" state in the search dropdown.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SearchEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typo: the destinations a letter or two away, each a link to its plan. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: en('title', { term: 'frnace' }) })).toBeVisible();
    const list = canvas.getByRole('list', { name: en('closest') });
    await expect(within(list).getByRole('link', { name: 'France eSIM' })).toHaveAttribute('href', '/en/esim-france.html');
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: en('showAll') })).toHaveAttribute('href', '/en/Category');
  },
};

export const Playground: Story = {};

/** Nothing near the term: the popular destinations instead. */
export const Popular: Story = {
  args: { term: 'qqqq', destinations: popular, destinationsKind: 'popular' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('popular') });
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.queryByRole('list', { name: en('closest') })).toBeNull();
  },
};

/** No destination to offer: the hint and the way back to every plan remain. */
export const NoDestinations: Story = {
  args: { term: 'qqqq', destinations: [], destinationsKind: 'popular' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(en('hint'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('showAll') })).toBeVisible();
  },
};

/** The keyboard reaches each offered destination, then "show all", in reading order. */
export const KeyboardOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'France eSIM' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'French Guiana eSIM' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en('showAll') })).toHaveFocus();
  },
};

/** In Japanese, under the listing's own h2 outline (h3), with the term as typed. */
export const Japanese: Story = {
  args: {
    term: 'にほn',
    headingLevel: 'h3',
    destinations: [{ flagCode: 'jp', name: '日本 eSIM', href: '/ja/esim-japan.html' }],
    showAllHref: '/ja/Category',
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: ja('title', { term: 'にほn' }) })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: ja('closest') })).getByRole('link', { name: '日本 eSIM' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: ja('showAll') })).toHaveAttribute('href', '/ja/Category');
  },
};

/** 320 px with a long term and six destinations: everything wraps inside the screen. */
export const Mobile: Story = {
  args: { term: 'a-very-long-search-term-without-any-space-in-it-at-all', destinations: popular, destinationsKind: 'popular' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list', { name: en('popular') })).getAllByRole('link');
    for (const link of links) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { level: 2 }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
