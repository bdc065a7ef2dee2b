import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { CoverageList, type CoverageDestination } from './coverage-list';
import { coverageListMessages } from './coverage-list.messages';

const de = storyText(coverageListMessages, 'de');
const en = storyText(coverageListMessages);

const europe: CoverageDestination[] = [
  ['at', 'Austria'],
  ['be', 'Belgium'],
  ['bg', 'Bulgaria'],
  ['hr', 'Croatia'],
  ['cy', 'Cyprus'],
  ['cz', 'Czechia'],
  ['dk', 'Denmark'],
  ['ee', 'Estonia'],
  ['fi', 'Finland'],
  ['fr', 'France'],
  ['de', 'Germany'],
  ['gr', 'Greece'],
  ['hu', 'Hungary'],
  ['ie', 'Ireland'],
  ['it', 'Italy'],
  ['lv', 'Latvia'],
].map(([code = '', name = '']) => ({ code, name, href: `/en/esim-${name.toLowerCase()}.html` }));

const meta = {
  title: 'Catalog/CoverageList',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The countries a plan covers, with flags, on a product page: the first few, then "Show all".',
          "**Use instead:** `DestinationList` to list destinations to buy from; `InfoRows` for the plan's other facts.",
        ].join('\n\n'),
      },
    },
  },
  component: CoverageList,
  args: {
    destinations: europe,
    visibleCount: 8,
  },
  argTypes: { renderLink: { control: false } },
  decorators: [preventNavigation],
} satisfies Meta<typeof CoverageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first eight destinations with flags and links; the rest behind "show all". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('label') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getByRole('link', { name: 'Austria' })).toHaveAttribute('href', '/en/esim-austria.html');
    await expect(within(list).queryByRole('link', { name: 'France' })).toBeNull();
    const button = canvas.getByRole('button', { name: en('showAll', { count: 16 }) });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', list.id);
  },
};

export const Playground: Story = {};

/** "Show all" reveals every destination and becomes "Show fewer"; pressing again collapses. */
export const ShowAll: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: en('label') });
    await userEvent.click(canvas.getByRole('button', { name: en('showAll', { count: 16 }) }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    await expect(within(list).getByRole('link', { name: 'Latvia' })).toBeVisible();
    const button = canvas.getByRole('button', { name: en('showLess') });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: en('showAll', { count: 16 }) })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Collapsed items stay in the page's HTML (for crawlers and scriptless visitors), only hidden. */
export const HiddenItemsStayInHtml: Story = {
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('a')].map((link) => link.textContent);
    await expect(links).toHaveLength(16);
    await expect(links).toContain('Latvia');
  },
};

/** Short lists have no button. */
export const Short: Story = {
  args: { destinations: europe.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Destinations without their own page are listed as text. */
export const WithoutLinks: Story = {
  args: { destinations: europe.slice(0, 4).map(({ code, name }) => ({ code, name })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('Bulgaria')).toBeVisible();
  },
};

/** 320 px in German: the longer button text wraps inside the screen, and still works. */
export const German: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: de('label') });
    const button = canvas.getByRole('button', { name: de('showAll', { count: '16' }) });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(button);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    await expect(canvas.getByRole('button', { name: de('showLess') })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('label') });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
