import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { Breadcrumb } from './breadcrumb';
import { breadcrumbMessages } from './breadcrumb.messages';

const de = storyText(breadcrumbMessages, 'de');
const en = storyText(breadcrumbMessages);

const meta = {
  title: 'Components/Breadcrumb',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The path from the home page to the current catalogue page (category, product), at the top of the page.',
          "**Use instead:** `CheckoutSteps` for the steps of the checkout; `AccountNav` between the account's pages.",
        ].join('\n\n'),
      },
    },
  },
  component: Breadcrumb,
  args: {
    items: [{ label: 'Home', href: '/en' }, { label: 'Europe', href: '/en/c/europe' }, { label: 'France' }],
  },
  argTypes: { renderLink: { control: false } },
  decorators: [preventNavigation],
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list in a named navigation; the page itself is the last crumb, marked current. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: en('label') });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Home', 'Europe', 'France']);
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Europe' })).toHaveAttribute('href', '/en/c/europe');
    await expect(within(nav).getByText('France')).toHaveAttribute('aria-current', 'page');
    // The current page is not a link to itself.
    await expect(within(nav).queryByRole('link', { name: 'France' })).toBeNull();
  },
};

export const Playground: Story = {};

/** A current crumb with a URL stays a link (e.g. a filtered listing), still marked current. */
export const CurrentAsLink: Story = {
  args: {
    items: [
      { label: 'Home', href: '/en' },
      { label: 'Destinations', href: '/en/esims.html' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Destinations' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A long trail wraps on a phone instead of overflowing the screen. */
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Home', href: '/en' },
      { label: 'Regional eSIMs', href: '/en/esims.html' },
      { label: 'Central America', href: '/en/c/central-america' },
      { label: 'Saint Vincent and the Grenadines' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: en('label') });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText('Saint Vincent and the Grenadines')).toHaveAttribute('aria-current', 'page');
  },
};

/** German: the landmark is named in de; the page's crumbs are its own data. */
export const German: Story = {
  args: {
    items: [
      { label: 'Startseite', href: '/de' },
      { label: 'Mittelamerika', href: '/de/c/central-america' },
      { label: 'St. Vincent und die Grenadinen' },
    ],
  },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: de('label') });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing to show: nothing rendered. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
