import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { Pagination } from './pagination';
import { paginationMessages } from './pagination.messages';

const de = storyText(paginationMessages, 'de');
const en = storyText(paginationMessages);

const meta = {
  title: 'Components/Pagination',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Moving between the pages of a long list (listings, order history, blog), as links to each page.',
          '**Use instead:** "Show all" as in `CoverageList` for a short list; `Slider` for a few items side by side.',
        ].join('\n\n'),
      },
    },
  },
  component: Pagination,
  args: {
    currentPage: 3,
    pagesCount: 8,
    hrefForPage: fn((page: number) => `/en/c/europe?page=${page}`),
  },
  argTypes: { renderLink: { control: false }, hrefForPage: { control: false } },
  decorators: [preventNavigation],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers a person sees in the bar, "…" for a gap. */
function visibleSlots(nav: HTMLElement): string[] {
  const list = [...nav.querySelectorAll('ul')].find((ul) => getComputedStyle(ul).display !== 'none');
  return [...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? '');
}

/** Real links (`?page=`), so paging works before scripts load; the current page is marked. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: en('label') });
    const current = within(nav).getByRole('link', { name: en('page', { page: 3 }) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/en/c/europe?page=3');
    await expect(within(nav).getByRole('link', { name: en('previous') })).toHaveAttribute('href', '/en/c/europe?page=2');
    await expect(within(nav).getByRole('link', { name: en('previous') })).toHaveAttribute('rel', 'prev');
    await expect(within(nav).getByRole('link', { name: en('next') })).toHaveAttribute('href', '/en/c/europe?page=4');
    await expect(args.hrefForPage).toHaveBeenCalledWith(8);
  },
};

export const Playground: Story = {};

/** On the first page "Previous" is shown but unavailable: no link to follow, never focused. */
export const FirstPage: Story = {
  args: { currentPage: 1, pagesCount: 20 },
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('link', { name: en('previous') });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(visibleSlots(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en('page', { page: 1 }) })).toHaveFocus();
  },
};

export const MiddlePage: Story = {
  args: { currentPage: 10, pagesCount: 20 },
  play: async ({ canvas }) => {
    await expect(visibleSlots(canvas.getByRole('navigation'))).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    await expect(canvas.getByRole('link', { name: en('page', { page: 10 }) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: en('page', { page: 9 }) })).not.toHaveAttribute('aria-current');
  },
};

export const LastPage: Story = {
  args: { currentPage: 20, pagesCount: 20 },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('link', { name: en('next') });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expect(visibleSlots(canvas.getByRole('navigation'))).toEqual(['1', '…', '16', '17', '18', '19', '20']);
  },
};

/** One page: no navigation at all. */
export const SinglePage: Story = {
  args: { currentPage: 1, pagesCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** 250 pages: the bar keeps its length, gaps stand for the rest; the gaps are not read out. */
export const ManyPages: Story = {
  args: { currentPage: 123, pagesCount: 250 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(visibleSlots(nav)).toEqual(['1', '…', '122', '123', '124', '…', '250']);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual([
      en('previous'),
      en('page', { page: 1 }),
      en('page', { page: 122 }),
      en('page', { page: 123 }),
      en('page', { page: 124 }),
      en('page', { page: 250 }),
      en('next'),
    ]);
  },
};

/** A page number outside the range (a hand-edited URL) shows the nearest page as current. */
export const OutOfRange: Story = {
  args: { currentPage: 99, pagesCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: en('page', { page: 5 }) })).toHaveAttribute('aria-current', 'page');
  },
};

/** 320 px: arrows without words and no neighbours, so the bar fits. */
export const Mobile: Story = {
  args: { currentPage: 10, pagesCount: 20 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(visibleSlots(nav)).toEqual(['1', '…', '10', '…', '20']);
    // The words stay for screen readers.
    await expect(canvas.getByRole('link', { name: en('previous') })).toBeVisible();
    const box = nav.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** German: the landmark, the number links and the arrows' words in de, the bar still on one line. */
export const German: Story = {
  args: { currentPage: 10, pagesCount: 20 },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: de('label') });
    await expect(within(nav).getByRole('link', { name: de('page', { page: '10' }) })).toHaveAttribute('aria-current', 'page');
    const previous = within(nav).getByRole('link', { name: de('previous') });
    const next = within(nav).getByRole('link', { name: de('next') });
    await expect(previous.getBoundingClientRect().top).toBe(next.getBoundingClientRect().top);
  },
};
