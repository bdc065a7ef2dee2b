import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { copyCodeName } from '../../stories/clipboard-story-helpers';
import { expectBusyButton } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { esimDelayNoticeMessages } from '../esim-delay-notice/esim-delay-notice.messages';
import { esimInstallCardMessages } from '../esim-install-card/esim-install-card.messages';
import { formatUsageDate } from '../esim-usage/esim-usage.format';
import { orderStatusBadgeMessages } from '../order-history/order-status-badge.messages';
import { OrderDetails, type OrderMessageDraft, type OrderMessageStatus } from './order-details';
import { orderDetailsMessages } from './order-details.messages';
import { delayedOrder, deliveredOrder, payPalPendingOrder, refundedOrder, unpaidOrder } from './order-details.story-data';

const en = storyText(orderDetailsMessages);
const ja = storyText(orderDetailsMessages, 'ja');
const de = storyText(orderDetailsMessages, 'de');
const orderStatusBadge = storyText(orderStatusBadgeMessages);
const esimInstallCard = storyText(esimInstallCardMessages);
const delayNotice = storyText(esimDelayNoticeMessages);

/** Stands in for `navigator.clipboard.writeText` (no clipboard permission in the story browser). */
const writeText = fn<(text: string) => Promise<void>>();

function mockClipboard() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Account/OrderDetails',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** One past order in the account or its side panel: status, lines and totals, the eSIMs to install, billing address, history, invoice and "order again".',
          '**Use instead:** `OrderHistory` for the list of orders; `ThankYouPanel` right after paying.',
        ].join('\n\n'),
      },
    },
  },
  component: OrderDetails,
  args: {
    order: deliveredOrder,
    platform: 'desktop',
    timeZone: 'UTC',
    onOrderAgain: fn(),
    orderingAgain: false,
    orderAgainFailed: false,
    onSendMessage: fn(),
    messageStatus: 'idle',
    messageMaxLength: 2000,
    headingLevel: 1,
  },
  argTypes: {
    platform: { control: 'inline-radio', options: ['ios', 'android', 'desktop'] },
    messageStatus: { control: 'inline-radio', options: ['idle', 'busy', 'sent', 'error'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
  beforeEach: () => mockClipboard(),
  decorators: [preventNavigation, widthDecorator('max-w-4xl')],
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order: facts, lines with unit and total prices, totals, eSIM cards, address, history, invoice. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('title', { reference: 'ESIM-7Q4K2M' }) })).toBeVisible();
    const facts = canvas.getByText(en('paymentMethod')).closest('dl') as HTMLElement;
    await expect(facts).toHaveTextContent('DateMar 14, 2026');
    await expect(facts).toHaveTextContent('StatusDelivered');
    await expect(facts).toHaveTextContent('Payment methodCard');

    const items = canvas.getByRole('region', { name: en('lines') });
    const lines = within(items).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[1]).toHaveTextContent('Japan eSIM 10 GB 30 days');
    await expect(lines[1]?.querySelector('[data-slot="order-details-line-unit"]')).toHaveTextContent('2 × €12.99');
    await expect(lines[1]).toHaveTextContent(en('lineForReaders', { quantity: 2, price: '€12.99' }));
    await expect(lines[1]).toHaveTextContent('€25.98');
    const totals = within(items).getByText(en('products')).closest('dl') as HTMLElement;
    await expect(totals).toHaveTextContent('Products€32.48');
    await expect(totals).toHaveTextContent('Shipping€0.00');
    await expect(totals).toHaveTextContent('VAT€6.49');
    await expect(totals).toHaveTextContent('Total€38.97');

    const esims = canvas.getByRole('region', { name: en('esims') });
    const cards = within(esims).getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'France eSIM 5 GB 30 days',
      'Japan eSIM 10 GB 30 days (1/2)',
      'Japan eSIM 10 GB 30 days (2/2)',
    ]);
    await expect(
      within(esims).getByRole('img', { name: esimInstallCard('qrCodeAlt', { name: 'Japan eSIM 10 GB 30 days (2/2)' }) }),
    ).toBeVisible();

    const address = canvas.getByRole('region', { name: en('billingAddress') });
    await expect(within(address).getByText('12 Rue de Rivoli')).toBeVisible();
    const history = within(canvas.getByRole('region', { name: en('history') })).getAllByRole('listitem');
    await expect(history).toHaveLength(3);
    await expect(history[2]).toHaveTextContent('Mar 14, 2026Delivered');

    const invoice = canvas.getByRole('link', { name: en('downloadInvoice') });
    await expect(invoice).toHaveAttribute('href', '/invoices/41.pdf');
    await expect(invoice).toHaveAttribute('download');
  },
};

export const Playground: Story = {};

/** Not paid yet: "Not paid yet" for the payment, no invoice link, no eSIM section. */
export const AwaitingPayment: Story = {
  args: { order: unpaidOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('noPaymentMethod'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en('downloadInvoice') })).toBeNull();
    await expect(canvas.queryByRole('region', { name: en('esims') })).toBeNull();
    await expect(canvas.getAllByText(orderStatusBadge('awaitingPayment')).length).toBeGreaterThan(0);
  },
};

/** PayPal is still confirming the payment: the status says so, in the history too; no invoice, no eSIM yet. */
export const PayPalPaymentPending: Story = {
  args: { order: payPalPendingOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(orderStatusBadge('paymentPending')).length).toBeGreaterThan(1);
    await expect(canvas.getByText('PayPal')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en('downloadInvoice') })).toBeNull();
    await expect(canvas.queryByRole('region', { name: en('esims') })).toBeNull();
  },
};

/**
 * Issue 32: paid, the supplier late: the eSIMs section says the payment went through and the eSIM
 * follows by email, since when; the order stays "delivering", nothing to install yet, no alert.
 */
export const DelayedEsims: Story = {
  args: { order: delayedOrder },
  play: async ({ canvas, canvasElement }) => {
    const section = within(canvas.getByRole('region', { name: en('esims') }));
    await expect(section.getByText(delayNotice('title'))).toBeVisible();
    await expect(section.getByText(delayNotice('text'))).toBeVisible();
    const time = formatUsageDate('2026-06-15T08:00:00.000Z', 'en', { withTime: true, timeZone: 'UTC' });
    await expect(section.getByText(delayNotice('since', { time }))).toHaveAttribute('datetime', '2026-06-15T08:00:00.000Z');
    await expect(canvasElement.querySelector('[data-slot="esim-install-card-qr"]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: copyCodeName })).toBeNull();
    // Reassurance, not a failure: the details' alert regions stay empty.
    for (const alert of canvas.queryAllByRole('alert')) await expect(alert).toBeEmptyDOMElement();
    await expect(canvas.getAllByText(orderStatusBadge('delivering')).length).toBeGreaterThan(0);
  },
};

/**
 * Issue 35: a paid order cancelled and refunded in two parts keeps its invoice, and lists each
 * refund's credit note with the amount it gave back, each a download.
 */
export const CancelledAndRefunded: Story = {
  args: { order: refundedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(orderStatusBadge('cancelled')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: en('downloadInvoice') })).toHaveAttribute('href', '/invoices/46.pdf');
    const notes = [
      { number: 'CN-2026-000003', amount: '€12.99' },
      { number: 'CN-2026-000004', amount: '€25.98' },
    ];
    for (const note of notes) {
      const link = canvas.getByRole('link', { name: en('downloadCreditNote', note) });
      await expect(link).toHaveAttribute('href', `/invoices/46/${note.number}.pdf`);
      await expect(link).toHaveAttribute('download');
    }
  },
};

/** On an iPhone: every eSIM card leads with the one-tap install link. */
export const Ios: Story = {
  args: { platform: 'ios' },
  play: async ({ canvas }) => {
    const installs = canvas.getAllByRole('link', { name: esimInstallCard('installOnIphone') });
    await expect(installs).toHaveLength(3);
    await expect(installs[1]).toHaveAttribute('href', deliveredOrder.esims[1]?.appleInstallUrl);
  },
};

/** Copy in one card then another: one "Copied" at a time, announced once for the page. */
export const CopyActivationCode: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cards = within(canvas.getByRole('region', { name: en('esims') })).getAllByRole('article');
    const first = within(cards[0] as HTMLElement).getByRole('button', { name: copyCodeName });
    await userEvent.click(first);
    await expect(writeText).toHaveBeenCalledWith('K2-4F7Q9B-1D8M2X');
    await waitFor(() => expect(first).toHaveTextContent(esimInstallCard('copied')));
    const third = within(cards[2] as HTMLElement).getByRole('button', { name: copyCodeName });
    await userEvent.click(third);
    await expect(writeText).toHaveBeenLastCalledWith('K2-6HN8VD-3Q4E1Y');
    await waitFor(() => expect(third).toHaveTextContent(esimInstallCard('copied')));
    await expect(first).not.toHaveTextContent(esimInstallCard('copied'));
    const announcers = canvasElement.querySelectorAll('[role="status"][data-slot="order-details-announcer"]');
    await expect(announcers).toHaveLength(1);
    await expect(announcers[0]).toHaveTextContent(esimInstallCard('copied'));
  },
};

/** Order again: the button asks for it. */
export const OrderAgain: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('orderAgain') }));
    await expect(args.onOrderAgain).toHaveBeenCalledOnce();
  },
};

/** Adding the lines to the cart: the button is busy, ignores presses, shows its spinner after the delay. */
export const OrderingAgain: Story = {
  args: { orderingAgain: true },
  play: async ({ canvas, args, userEvent }) => {
    await expectBusyButton(canvas.getByRole('button', { name: en('orderAgain') }), userEvent, args.onOrderAgain);
  },
};

/** Re-ordering failed: announced under the buttons. */
export const OrderAgainFailed: Story = {
  args: { orderAgainFailed: true },
  play: async ({ canvas }) => {
    const text = canvas.getByText(en('orderAgainFailed'));
    await expect(text).toBeVisible();
    await expect(text.closest('[role="alert"]')).not.toBeNull();
  },
};

/** The message form: choose the item, write, send; the callback gets the line and the trimmed text. */
export const SendMessage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('region', { name: en('messageHeading') });
    const about = within(form).getByRole('combobox', { name: en('messageAbout') });
    await expect(about).toHaveValue('');
    await expect(
      within(about)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([en('wholeOrder'), 'France eSIM 5 GB 30 days', 'Japan eSIM 10 GB 30 days']);
    await userEvent.selectOptions(about, 'Japan eSIM 10 GB 30 days');
    const message = within(form).getByRole('textbox', { name: en('message') });
    await expect(message).toHaveAccessibleDescription('2000 characters at most 0/2000');
    await userEvent.type(message, '  The second eSIM does not connect in Osaka.  ');
    await expect(within(form).getByText('46/2000')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: en('send') }));
    await expect(args.onSendMessage).toHaveBeenCalledWith({
      orderLineId: 'l2',
      message: 'The second eSIM does not connect in Osaka.',
    });
  },
};

/** Sending nothing: the field says why and takes focus; nothing is sent. Typing clears the error. */
export const MessageRequired: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('send') }));
    const message = canvas.getByRole('textbox', { name: en('message') });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(new RegExp(en('messageRequired')));
    await expect(message).toHaveFocus();
    await expect(args.onSendMessage).not.toHaveBeenCalled();
    await userEvent.type(message, 'Hello');
    await expect(message).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(en('messageRequired'))).toBeNull();
  },
};

/** The message is on its way: the button is busy and a second press sends nothing. */
export const MessageBusy: Story = {
  args: { messageStatus: 'busy' },
  play: async ({ canvas, args, userEvent }) => {
    const send = canvas.getByRole('button', { name: en('send') });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: en('message') }), 'Hello');
    await userEvent.click(send);
    await expect(args.onSendMessage).not.toHaveBeenCalled();
  },
};

/** The whole exchange: send, busy, then sent; the confirmation is announced and the form empties. */
export const MessageSent: Story = {
  render: function Sending(args: ComponentProps<typeof OrderDetails>) {
    const [status, setStatus] = useState<OrderMessageStatus>('idle');
    return (
      <OrderDetails
        {...args}
        messageStatus={status}
        onSendMessage={(draft: OrderMessageDraft) => {
          args.onSendMessage(draft);
          setStatus('busy');
          setTimeout(() => setStatus('sent'), 100);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const message = canvas.getByRole('textbox', { name: en('message') });
    await userEvent.type(message, 'Can I top up this plan?');
    await userEvent.click(canvas.getByRole('button', { name: en('send') }));
    await expect(args.onSendMessage).toHaveBeenCalledWith({ orderLineId: null, message: 'Can I top up this plan?' });
    const status = await canvas.findByText(en('messageSent'));
    await expect(status).toBeVisible();
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(message).toHaveValue('');
    await expect(canvas.getByText('0/2000')).toBeVisible();
  },
};

/** The shop refused the message: the server's reason is announced; the text is kept to try again. */
export const MessageError: Story = {
  args: { messageStatus: 'error', messageError: en('messageFailed') },
  play: async ({ canvas }) => {
    const text = canvas.getByText(en('messageFailed'));
    await expect(text).toBeVisible();
    await expect(text.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: en('send') })).not.toHaveAttribute('aria-busy');
  },
};

/** The limit: the textarea stops at the maximum and the counter shows it. */
export const MessageMaxLength: Story = {
  args: { messageMaxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const message = canvas.getByRole('textbox', { name: en('message') });
    await expect(message).toHaveAttribute('maxlength', '20');
    await expect(canvas.getByText(en('messageHint', { count: 20 }))).toBeVisible();
    await userEvent.type(message, 'This message is longer than twenty characters');
    await expect(message).toHaveValue('This message is long');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

/** In the orderDetails side panel (its title is the h2): h3 title, h4 sections, h5 cards; stacked; nothing overflows. */
export const InSidePanel: Story = {
  args: { headingLevel: 3, platform: 'android' },
  decorators: [widthDecorator('w-96 max-w-full')],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: en('title', { reference: 'ESIM-7Q4K2M' }) })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: en('esims') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 5, name: 'France eSIM 5 GB 30 days' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 6, name: esimInstallCard('manualEntry') })).toHaveLength(3);
    const root = canvasElement.querySelector('[data-slot="order-details"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a 320 px phone: the buttons take the full width, nothing overflows. */
export const Mobile: Story = {
  args: { platform: 'ios' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="order-details"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const orderAgain = canvas.getByRole('button', { name: en('orderAgain') });
    await expect(orderAgain.getBoundingClientRect().width).toBeCloseTo(root.clientWidth, 0);
  },
};

/** Japanese: the texts and statuses in Japanese, the dates and amounts formatted for ja. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ja('title', { reference: 'ESIM-7Q4K2M' }) })).toBeVisible();
    const facts = canvas.getByText(ja('paymentMethod')).closest('dl') as HTMLElement;
    await expect(facts).toHaveTextContent('2026/03/14');
    await expect(canvas.getByRole('region', { name: ja('lines') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ja('orderAgain') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: ja('message') })).toHaveAccessibleDescription(
      `${ja('messageHint', { count: '2000' })} 0/2000`,
    );
  },
};

/** German on a 320 px phone: the long headings and buttons wrap, nothing overflows. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: de('messageHeading') })).toBeVisible();
    const root = canvasElement.querySelector('[data-slot="order-details"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const orderAgain = canvas.getByRole('button', { name: de('orderAgain') });
    await expect(orderAgain.getBoundingClientRect().width).toBeCloseTo(root.clientWidth, 0);
  },
};
