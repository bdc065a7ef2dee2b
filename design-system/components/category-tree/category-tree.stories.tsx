import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { CategoryTree, type CategoryTreeNode } from './category-tree';
import { categoryTreeMessages } from './category-tree.messages';

const ja = storyText(categoryTreeMessages, 'ja');
const de = storyText(categoryTreeMessages, 'de');
const en = storyText(categoryTreeMessages);

const region = (label: string, count: number, extra: Partial<CategoryTreeNode> = {}): CategoryTreeNode => {
  const slug = label.toLowerCase().replace(/\W+/g, '-');
  return { label, slug, href: `/en/c/${slug}`, count, ...extra };
};

/** Spec §3 root categories. */
const regions: CategoryTreeNode[] = [
  region('Europe', 48),
  region('Asia', 41),
  region('America', 6),
  region('Oceania', 17),
  region('Africa', 54),
  region('Middle-East', 15),
  region('South-America', 13),
  region('Central-America', 22),
];

const meta = {
  title: 'Catalog/CategoryTree',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The categories of the catalogue as a nested list of links with their counts, beside a listing.',
          '**Use instead:** `FacetList` to filter the plans of the current listing; `Breadcrumb` for the path to the current page.',
        ].join('\n\n'),
      },
    },
  },
  component: CategoryTree,
  args: { nodes: regions },
  argTypes: { renderLink: { control: false } },
  decorators: [preventNavigation, widthDecorator('max-w-xs')],
} satisfies Meta<typeof CategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight regions with their counts, each a link; a count is read in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: en('label') });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAccessibleName('Europe 48 plans');
    await expect(links[0]).toHaveAttribute('href', '/en/c/europe');
    await expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const Playground: Story = {};

/** The category on screen is marked for assistive tech and by weight and a bar. */
export const WithCurrent: Story = {
  args: { nodes: regions.map((node) => (node.slug === 'asia' ? { ...node, isCurrent: true } : node)) },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveAccessibleName('Asia 41 plans');
    await expect(getComputedStyle(current).fontWeight).toBe('600');
  },
};

/** Sub-regions nest under their region, as a list inside the item. */
export const Nested: Story = {
  args: {
    nodes: [
      region('Europe', 48, {
        items: [region('Western Europe', 20, { isCurrent: true }), region('Nordics', 8), region('Balkans', 11)],
      }),
      region('Asia', 41, { items: [region('South-East Asia', 11), region('East Asia', 8)] }),
    ],
  },
  play: async ({ canvas }) => {
    const europe = canvas.getByRole('link', { name: 'Europe 48 plans' }).closest('li');
    if (europe === null) throw new Error('Europe item not rendered');
    const nested = within(europe).getByRole('list');
    await expect(
      within(nested)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Western Europe2020 plans', 'Nordics88 plans', 'Balkans1111 plans']);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAccessibleName('Western Europe 20 plans');
  },
};

/** One plan: the count's words follow the language's plural rules. */
export const SingleCount: Story = {
  args: { nodes: [region('Antarctica', 1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAccessibleName('Antarctica 1 plan');
  },
};

/** German: long region names and counts wrap inside the column. */
export const German: Story = {
  args: {
    nodes: [
      region('Mittelamerika und Karibik', 22, { slug: 'central-america', href: '/de/c/central-america', isCurrent: true }),
      region('Naher und Mittlerer Osten', 1, { slug: 'middle-east', href: '/de/c/middle-east' }),
    ],
  },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: de('label') });
    await expect(canvas.getByRole('link', { name: 'Naher und Mittlerer Osten 1 Tarif' })).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    nodes: [
      region('ヨーロッパ', 48, { slug: 'europe', href: '/ja/c/europe', isCurrent: true }),
      region('アジア', 41, { slug: 'asia', href: '/ja/c/asia' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: ja('label') })).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAccessibleName(`ヨーロッパ ${ja('count', { count: '48' })}`);
  },
};
