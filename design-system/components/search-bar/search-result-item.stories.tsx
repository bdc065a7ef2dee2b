import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { SearchResultItem } from './search-result-item';

const meta = {
  title: 'Search/SearchBar/SearchResultItem',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** One suggestion inside `SearchBar`'s list (flag and destination). It only works inside that list.",
          '**Use instead:** `ProductCard` or `DestinationList` for destinations on a page.',
        ].join('\n\n'),
      },
    },
  },
  component: SearchResultItem,
  args: {
    id: 'suggestion-1',
    result: { id: '1', title: 'Japan', flagCode: 'jp', href: '/en/esim-japan.html' },
    active: false,
    onClick: fn(),
  },
  argTypes: { renderLink: { control: false } },
  // An option only exists inside a listbox (as in the search bar's dropdown).
  decorators: [
    preventNavigation,
    (Story) => (
      <div role="listbox" aria-label="Suggestions" className="max-w-sm rounded-lg border bg-card p-1">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResultItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flag, a title and a real link; not in the tab order (the combobox points at it). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const option = canvas.getByRole('option', { name: 'Japan' });
    await expect(option).toHaveAttribute('href', '/en/esim-japan.html');
    await expect(option).toHaveAttribute('aria-selected', 'false');
    await expect(option).toHaveAttribute('tabindex', '-1');
    await expect(option.querySelector('img')).toHaveAttribute('src', '/flags/4x3/jp.svg');
    await userEvent.click(option);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** Highlighted by the arrow keys: selected for assistive tech, tinted with a bar for sighted users. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    const option = canvas.getByRole('option', { name: 'Japan' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(option).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** A long name wraps inside the dropdown instead of overflowing it. */
export const LongTitle: Story = {
  args: {
    result: {
      id: '2',
      title: 'South Georgia and the South Sandwich Islands (United Kingdom overseas territory)',
      flagCode: 'gs',
      href: '/en/esim-south-georgia.html',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const option = canvas.getByRole('option', { name: /South Georgia/ });
    const listbox = canvasElement.querySelector('[role="listbox"]');
    if (listbox === null) throw new Error('listbox not rendered');
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(listbox.getBoundingClientRect().right);
    await expect(option.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};
