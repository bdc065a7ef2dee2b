import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { expectBusyButton } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { paginationMessages } from '../pagination/pagination.messages';
import { OrderHistory } from './order-history';
import { orderHistoryMessages } from './order-history.messages';
import { historyOrders, payPalOutcomeOrders } from './order-history.story-data';
import { orderStatusBadgeMessages } from './order-status-badge.messages';

const en = storyText(orderHistoryMessages);
const ja = storyText(orderHistoryMessages, 'ja');
const statusEn = storyText(orderStatusBadgeMessages);
const statusJa = storyText(orderStatusBadgeMessages, 'ja');
const pagination = storyText(paginationMessages);
const viewOrder = (reference: string) => en('viewOrder', { reference });

const meta = {
  title: 'Account/OrderHistory',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The customer\'s orders in "my eSIMs", newest first, each row a link to its details, with loading, empty and error states and paging.',
          '**Use instead:** `OrderDetails` for one order.',
        ].join('\n\n'),
      },
    },
  },
  component: OrderHistory,
  args: {
    status: 'ready',
    orders: historyOrders,
    currentPage: 1,
    pagesCount: 1,
    hrefForPage: (page: number) => `/en/MyAccount/OrderHistory?page=${page}`,
    orderHref: (order) => `/en/MyAccount/OrderHistory/${order.id}`,
    browseHref: '/en/Offers',
    onRetry: fn(),
    retrying: false,
    timeZone: 'UTC',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    renderLink: { control: false },
  },
  decorators: [preventNavigation],
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel-wide frame: the side panel is 24 rem from the tablet breakpoint. */
const inSidePanel: NonNullable<Story['decorators']> = [widthDecorator('w-96 max-w-full')];

/** Full page: one row per order with date, reference, status and total, newest first, each a link to its details. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('list') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Mar 14, 2026');
    await expect(rows[0]).toHaveTextContent('ESIM-7Q4K2M');
    await expect(rows[0]).toHaveTextContent(statusEn('delivered'));
    await expect(rows[0]).toHaveTextContent('€12.99');
    await expect(rows[3]).toHaveTextContent('Dec 28, 2025');
    await expect(within(rows[3] as HTMLElement).getByText(statusEn('cancelled'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: viewOrder('ESIM-3XW9PL') })).toHaveAttribute('href', '/en/MyAccount/OrderHistory/40');
    await expect(within(rows[0] as HTMLElement).getByText('Mar 14, 2026')).toHaveAttribute('datetime', '2026-03-14T10:30:00Z');
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: pagination('label') })).toBeNull();
  },
};

export const Playground: Story = {};

/** A PayPal payment still being confirmed (placed, nothing delivered yet) and one PayPal denied (cancelled, nothing charged). */
export const PayPalOutcomes: Story = {
  args: { orders: payPalOutcomeOrders },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: en('list') })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByText(statusEn('paymentPending'))).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText(statusEn('paymentFailed'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: viewOrder('ESIM-P3ND1NG') })).toHaveAttribute('href', '/en/MyAccount/OrderHistory/44');
  },
};

/** Wide: the four columns line up under their headers, a row on one line. */
export const WideColumns: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('[data-slot="order-history-header"]') as HTMLElement;
    await expect(header).toBeVisible();
    await expect(header).toHaveTextContent('DateReferenceStatusTotal');
    const row = canvasElement.querySelector('[data-slot="order-history-order"]') as HTMLElement;
    const date = within(row).getByText('Mar 14, 2026');
    const total = within(row).getByText('€12.99');
    await expect(Math.abs(date.getBoundingClientRect().top - total.getBoundingClientRect().top)).toBeLessThan(8);
  },
};

/** The whole row is the link's target (its ::after covers the row): a press on the total lands on the link. */
export const RowIsTheLink: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-slot="order-history-order"]') as HTMLElement;
    const link = within(row).getByRole('link', { name: viewOrder('ESIM-7Q4K2M') });
    for (const text of ['€12.99', 'Mar 14, 2026', statusEn('delivered')]) {
      const box = within(row).getByText(text).getBoundingClientRect();
      // Hit-testing as a finger would: userEvent dispatches on the element it is given and cannot tell.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit?.closest('a')).toBe(link);
    }
  },
};

/** Loading: skeleton rows, hidden from screen readers, and an announced "Loading your eSIMs". */
export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('loading'));
    await expect(canvasElement.querySelector('[data-slot="order-history"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="order-history-loading"] li')).toHaveLength(3);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No orders yet: the message and a link to the destinations. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('browse') })).toHaveAttribute('href', '/en/Offers');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Loading failed: an alert with a retry button that asks again. */
export const Failed: Story = {
  args: { status: 'error', orders: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error'));
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Retrying: the button is busy and ignores presses; its spinner comes after the loader delay. */
export const Retrying: Story = {
  args: { status: 'error', orders: [], retrying: true },
  play: async ({ canvas, args, userEvent }) => {
    await expectBusyButton(canvas.getByRole('button', { name: en('retry') }), userEvent, args.onRetry);
  },
};

/** Page 2 of 3: the pagination links to the other pages; the current one is marked. */
export const Paginated: Story = {
  args: { currentPage: 2, pagesCount: 3 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: pagination('label') });
    await expect(within(pages).getByRole('link', { name: pagination('previous') })).toHaveAttribute(
      'href',
      '/en/MyAccount/OrderHistory?page=1',
    );
    await expect(within(pages).getByRole('link', { name: pagination('next') })).toHaveAttribute(
      'href',
      '/en/MyAccount/OrderHistory?page=3',
    );
  },
};

/** In the "my eSIMs" side panel: stacked rows (reference and total, then date and status), nothing overflows. */
export const InSidePanel: Story = {
  args: { currentPage: 1, pagesCount: 4 },
  decorators: inSidePanel,
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-slot="order-history-order"]') as HTMLElement;
    const reference = within(row).getByRole('link', { name: viewOrder('ESIM-7Q4K2M') });
    const date = within(row).getByText('Mar 14, 2026');
    await expect(date.getBoundingClientRect().top).toBeGreaterThan(reference.getBoundingClientRect().bottom - 1);
    // The column headers are for the wide list only.
    await expect(canvasElement.querySelector('[data-slot="order-history-header"]')).not.toBeVisible();
    const root = canvasElement.querySelector('[data-slot="order-history"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Japanese on a 320 px phone: long status names wrap, the list stays inside the screen. */
export const JapaneseMobile: Story = {
  args: { currentPage: 2, pagesCount: 5 },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: ja('list') })).toBeVisible();
    await expect(canvas.getByText('2026/03/14')).toBeVisible();
    await expect(canvas.getByText(statusJa('cancelled'))).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: storyText(paginationMessages, 'ja')('label') })).toBeVisible();
    const root = canvasElement.querySelector('[data-slot="order-history"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Empty, on a 320 px phone. */
export const EmptyMobile: Story = {
  args: { orders: [] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const browse = canvas.getByRole('link', { name: en('browse') });
    await expect(browse).toBeVisible();
    await expect(browse.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
