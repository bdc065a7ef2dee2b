import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { routerLinkStandIn } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { AccountNav, type AccountNavItem } from './account-nav';
import { accountNavMessages } from './account-nav.messages';

const en = storyText(accountNavMessages);

const itemsEn: AccountNavItem[] = [
  { id: 'OrderHistory', href: '/en/MyAccount/OrderHistory', label: 'My eSIMs' },
  { id: 'MyProfile', href: '/en/MyAccount/MyProfile', label: 'Personal information' },
  { id: 'BillingDetails', href: '/en/MyAccount/BillingDetails', label: 'Billing details' },
  { id: 'ShippingDetails', href: '/en/MyAccount/ShippingDetails', label: 'Shipping details' },
  { id: 'MyNewsletter', href: '/en/MyAccount/MyNewsletter', label: 'Newsletter' },
];

const itemsDe: AccountNavItem[] = [
  { id: 'OrderHistory', href: '/de/MyAccount/OrderHistory', label: 'Meine eSIMs' },
  { id: 'MyProfile', href: '/de/MyAccount/MyProfile', label: 'Persönliche Informationen' },
  { id: 'BillingDetails', href: '/de/MyAccount/BillingDetails', label: 'Rechnungsangaben' },
  { id: 'ShippingDetails', href: '/de/MyAccount/ShippingDetails', label: 'Versandangaben' },
  { id: 'MyNewsletter', href: '/de/MyAccount/MyNewsletter', label: 'Newsletter-Einstellungen' },
];

const meta = {
  title: 'Account/AccountNav',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The navigation between the pages of the account (my eSIMs, personal information, billing details, newsletter) on those pages.',
          '**Use instead:** `AccountPanel` for the account side panel opened from the header; `Breadcrumb` for the path to a catalogue page; `Tabs` to switch content without changing page.',
        ].join('\n\n'),
      },
    },
  },
  component: AccountNav,
  args: {
    items: itemsEn,
    currentId: 'OrderHistory',
  },
  argTypes: {
    currentId: { control: 'select', options: itemsEn.map((item) => item.id) },
    items: { control: false },
    renderLink: { control: false },
  },
  decorators: [preventNavigation],
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's five pages; the current one is marked for screen readers and by more than colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: en('label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'My eSIMs',
      'Personal information',
      'Billing details',
      'Shipping details',
      'Newsletter',
    ]);
    await expect(within(nav).getByRole('link', { name: 'My eSIMs' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Billing details' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/en/MyAccount/MyNewsletter');
  },
};

export const Playground: Story = {};

/** Desktop: a column, one item under the other. */
export const DesktopColumn: Story = {
  args: { currentId: 'BillingDetails' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [widthDecorator('w-64')],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('link', { name: 'My eSIMs' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: 'Personal information' }).getBoundingClientRect();
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    await expect(canvas.getByRole('link', { name: 'Billing details' })).toHaveAttribute('aria-current', 'page');
  },
};

const { navigate, renderLink } = routerLinkStandIn();

/** A link goes through the storefront's router when it supplies `renderLink`. */
export const RouterLinks: Story = {
  args: { renderLink },
  beforeEach: () => {
    navigate.mockReset();
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Shipping details' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

/** On a 320 px phone, German: one row that scrolls sideways, brought to the current (last) item; the page does not overflow. */
export const MobileScroller: Story = {
  args: { items: itemsDe, currentId: 'MyNewsletter' },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(accountNavMessages, 'de')('label') });
    const list = within(nav).getByRole('list');
    const first = within(nav).getByRole('link', { name: 'Meine eSIMs' }).getBoundingClientRect();
    const second = within(nav).getByRole('link', { name: 'Persönliche Informationen' }).getBoundingClientRect();
    await expect(Math.abs(first.top - second.top)).toBeLessThan(2);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Scrolled in an effect: outside the story tests' act() (a fresh Storybook page) it comes after the first paint.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const current = within(nav).getByRole('link', { name: 'Newsletter-Einstellungen' }).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(current.right).toBeLessThanOrEqual(box.right + 1);
    await expect(current.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Phone, keyboard: tabbing to a link out of view scrolls the row to it. */
export const MobileKeyboard: Story = {
  args: { currentId: 'OrderHistory' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: en('label') });
    const list = within(nav).getByRole('list');
    await expect(list.scrollLeft).toBe(0);
    for (let index = 0; index < 5; index += 1) await userEvent.tab();
    const last = within(nav).getByRole('link', { name: 'Newsletter' });
    await expect(last).toHaveFocus();
    const box = list.getBoundingClientRect();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
  },
};
