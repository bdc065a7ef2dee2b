import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import {
  copyAddressName,
  copyCodeName,
  expectAndroidOrder,
  expectCopyRefused,
  franceQrAlt,
  mockClipboard,
  platformArgType,
  writeText,
} from '../../stories/clipboard-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { ANY, storyText, textPattern } from '../../stories/story-text';
import { esimDelayNoticeMessages } from '../esim-delay-notice/esim-delay-notice.messages';
import { esimInstallCardMessages } from '../esim-install-card/esim-install-card.messages';
import { formatUsageDate } from '../esim-usage/esim-usage.format';
import { ThankYouPanel } from './thank-you-panel';
import { thankYouPanelMessages } from './thank-you-panel.messages';
import { franceEsim, japanEsims, orderLines, regionalLine } from './thank-you-panel.story-data';
import type { ThankYouStatus } from './thank-you-panel.variants';

const en = storyText(thankYouPanelMessages);
const ja = storyText(thankYouPanelMessages, 'ja');
const esimCard = storyText(esimInstallCardMessages);
const esimCardJa = storyText(esimInstallCardMessages, 'ja');
const delayNotice = storyText(esimDelayNoticeMessages);
const delayNoticeJa = storyText(esimDelayNoticeMessages, 'ja');
/** Two hours before the story tests' "now"; read in the story browser's zone, as the panel reads it. */
const delayedSince = '2026-06-15T08:00:00.000Z';
const delayedTime = (languageTag: string) => formatUsageDate(delayedSince, languageTag, { withTime: true });

const meta = {
  title: 'Payment/ThankYouPanel',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The thank-you page after paying: the order, its delivery state and each eSIM to install.',
          '**Use instead:** `OrderDetails` for the same order later in the account; `PaymentStatus` while the payment is still running.',
        ].join('\n\n'),
      },
    },
  },
  component: ThankYouPanel,
  args: {
    status: 'delivered',
    email: 'jordan.lee@example.com',
    orderCode: 'ESIM-7Q4K2M',
    lines: orderLines.slice(0, 1),
    esims: [franceEsim],
    platform: 'desktop',
    homeHref: '/en',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['pending', 'delivering', 'delayed', 'delivered', 'failed', 'paymentFailed'] },
    platform: platformArgType,
  },
  beforeEach: () => mockClipboard(),
  decorators: [preventNavigation, widthDecorator('max-w-3xl')],
} satisfies Meta<typeof ThankYouPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered, on a computer: the title names the email, the QR code is shown with the details to type. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('deliveredTitle', { email: 'jordan.lee@example.com' }) })).toBeVisible();
    await expect(canvas.getByText('ESIM-7Q4K2M')).toBeVisible();
    const qr = canvas.getByRole('img', { name: franceQrAlt });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '192');
    await expect(qr).toHaveAttribute('height', '192');
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.getByText('smdp.sandbox.esim.example')).toBeVisible();
    await expect(canvas.getByText('K2-4F7Q9B-1D8M2X')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('backHome') })).toHaveAttribute('href', '/en');
  },
};

export const Playground: Story = {};

/** Paid, eSIM being prepared: spinner and "on its way" in a status region; no profile yet. */
export const Delivering: Story = {
  args: { status: 'delivering', esims: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('deliveringTitle') })).toBeVisible();
    const status = canvasElement.querySelector('[data-slot="thank-you-panel-status"]');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent(en('delivering'));
    await expect(within(status as HTMLElement).getByText(en('delivering'))).toBeVisible();
    await expect(status?.querySelector('[data-slot="spinner"]')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: franceQrAlt })).toBeNull();
    await expect(canvas.queryByRole('button', { name: textPattern(esimCard('copyValue', { what: ANY })) })).toBeNull();
    await expect(canvas.getByText(en('factEmail'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('backHome') })).toBeVisible();
  },
};

/**
 * Issue 32: paid, but the supplier is late: "Payment received", and in the status region that the
 * eSIM follows to the email shown, since when; no spinner, no alert, no refund, no "within 1 minute".
 */
export const Delayed: Story = {
  args: { status: 'delayed', esims: [], delayedSince },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('deliveringTitle') })).toBeVisible();
    const status = canvasElement.querySelector<HTMLElement>('[data-slot="thank-you-panel-status"]');
    await expect(status).toHaveAttribute('role', 'status');
    const region = within(status as HTMLElement);
    await expect(region.getByText(delayNotice('title'))).toBeVisible();
    await expect(region.getByText(delayNotice('textTo', { email: 'jordan.lee@example.com' }))).toBeVisible();
    await expect(region.getByText(delayNotice('since', { time: delayedTime('en') }))).toHaveAttribute('datetime', delayedSince);
    await expect(status?.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="thank-you-panel-alert"]')).toBeEmptyDOMElement();
    await expect(canvas.queryByText(en('factEmail'))).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByText('ESIM-7Q4K2M')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('backHome') })).toBeVisible();
  },
};

/** The page polls: the supplier turns out late, then delivers; each change is announced in the same status region. */
export const DeliveringThenDelayedThenDelivered: Story = {
  args: { status: 'delivering', delayedSince },
  render: function Waiting(args: ComponentProps<typeof ThankYouPanel>) {
    const [status, setStatus] = useState<ThankYouStatus>(args.status);
    useEffect(() => {
      const late = setTimeout(() => setStatus('delayed'), 100);
      const delivered = setTimeout(() => setStatus('delivered'), 250);
      return () => {
        clearTimeout(late);
        clearTimeout(delivered);
      };
    }, []);
    return <ThankYouPanel {...args} status={status} esims={status === 'delivered' ? args.esims : []} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvasElement.querySelector('[data-slot="thank-you-panel-status"]');
    await expect(status).toHaveTextContent(en('delivering'));
    await waitFor(() => expect(status).toHaveTextContent(delayNotice('title')));
    await waitFor(() => expect(status).toHaveTextContent(en('deliveredTitle', { email: 'jordan.lee@example.com' })));
    await expect(canvasElement.querySelector('[data-slot="thank-you-panel-status"]')).toBe(status);
    await expect(canvas.getByRole('img', { name: franceQrAlt })).toBeVisible();
  },
};

/** Japanese, delayed, at 320 px: the long notice and address wrap, nothing overflows. */
export const JapaneseDelayedMobile: Story = {
  args: { status: 'delayed', esims: [], delayedSince, email: 'yamada.taro.travel-2025@example.co.jp' },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ja('deliveringTitle'));
    const status = within(canvasElement.querySelector<HTMLElement>('[data-slot="thank-you-panel-status"]') as HTMLElement);
    await expect(status.getByText(delayNoticeJa('textTo', { email: 'yamada.taro.travel-2025@example.co.jp' }))).toBeVisible();
    await expect(status.getByText(delayNoticeJa('since', { time: delayedTime('ja') }))).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="thank-you-panel"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** Two eSIMs on a computer: one card each, QR shown; the copy buttons copy and announce "Copied". */
export const DeliveredDesktop: Story = {
  args: { lines: orderLines.slice(1), esims: japanEsims },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const second = within(cards[1] as HTMLElement);
    await expect(second.getByRole('heading', { level: 2, name: 'Japan eSIM 10 GB 30 days (2/2)' })).toBeVisible();
    await expect(second.getByRole('img', { name: esimCard('qrCodeAlt', { name: 'Japan eSIM 10 GB 30 days (2/2)' }) })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: esimCard('installOnIphone') })).toBeNull();
    await expect(canvasElement.querySelector('details')).toBeNull();

    const copyCode = second.getByRole('button', { name: copyCodeName });
    await userEvent.click(copyCode);
    await expect(writeText).toHaveBeenCalledWith('K2-6HN8VD-3Q4E1Y');
    await waitFor(() => expect(copyCode).toHaveTextContent(esimCard('copied')));
    const announcer = canvasElement.querySelector('[data-slot="thank-you-panel-announcer"]');
    await expect(announcer).toHaveAttribute('role', 'status');
    await expect(announcer).toHaveTextContent(esimCard('copied'));
    // The other buttons still offer to copy.
    await expect(second.getByRole('button', { name: copyAddressName })).toHaveTextContent(esimCard('copy'));

    await userEvent.click(second.getByRole('button', { name: copyAddressName }));
    await expect(writeText).toHaveBeenLastCalledWith('smdp.sandbox.esim.example');
    await waitFor(() => expect(second.getByRole('button', { name: copyAddressName })).toHaveTextContent(esimCard('copied')));
    await expect(copyCode).not.toHaveTextContent(esimCard('copied'));
    // The feedback goes away by itself.
    await waitFor(() => expect(announcer).toBeEmptyDOMElement(), { timeout: 4000 });
    await expect(second.getByRole('button', { name: copyAddressName })).not.toHaveTextContent(esimCard('copied'));
  },
};

/** On an iPhone: the one-tap install link comes first, the QR code is folded away (one tap to show it). */
export const DeliveredIos: Story = {
  args: { platform: 'ios' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const install = canvas.getByRole('link', { name: esimCard('installOnIphone') });
    await expect(install).toHaveAttribute('href', franceEsim.appleInstallUrl);
    await expect(install.getAttribute('href')).toContain(encodeURIComponent('LPA:1$smdp.sandbox.esim.example$'));
    const card = canvas.getByRole('article');
    const focusable = card.querySelectorAll('a, summary, button');
    await expect(focusable[0]).toBe(install);

    const qr = canvas.getByRole('img', { name: franceQrAlt, hidden: true });
    await expect(qr).not.toBeVisible();
    const toggle = canvasElement.querySelector('summary');
    await expect(toggle).toHaveTextContent(esimCard('showQrCode'));
    await userEvent.click(toggle as HTMLElement);
    await expect(qr).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: copyCodeName }));
    await expect(writeText).toHaveBeenCalledWith('K2-4F7Q9B-1D8M2X');
  },
};

/** On Android: the details to type come first with their copy buttons; the QR code is folded after them. */
export const DeliveredAndroid: Story = {
  args: { platform: 'android' },
  play: async (context) => {
    await expectAndroidOrder(context, 'thank-you-panel-announcer', context.canvasElement.querySelector('details'));
  },
};

/** The browser refused the clipboard: the failure is announced and the value is selected for a manual copy. */
export const CopyRefused: Story = {
  beforeEach: () => mockClipboard({ fails: true }),
  play: async (context) => {
    await expectCopyRefused(context, 'thank-you-panel-announcer');
    await expect(context.canvas.getByRole('button', { name: copyCodeName })).toHaveTextContent(esimCard('copy'));
  },
};

/** The provider could not supply the eSIM: cancelled and refunded (spec §4), announced; no install parts. */
export const Failed: Story = {
  args: { status: 'failed', esims: [], lines: regionalLine },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('failedTitle') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('the order was cancelled and refunded automatically');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText(en('planStarts'))).toBeNull();
    await expect(canvas.getByText('ESIM-7Q4K2M')).toBeVisible();
    await expect(canvas.getByText('Europe eSIM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('backHome') })).toBeVisible();
  },
};

/**
 * PayPal is still confirming the payment (issue 15): placed, the eSIM follows by email to the
 * address shown; no install parts and no "within 1 minute" promise yet; announced politely.
 */
export const Pending: Story = {
  args: { status: 'pending', esims: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('pendingTitle') })).toBeVisible();
    const status = canvasElement.querySelector('[data-slot="thank-you-panel-status"]');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent(en('pending', { email: 'jordan.lee@example.com' }));
    await expect(canvasElement.querySelector('[data-slot="thank-you-panel-alert"]')).toBeEmptyDOMElement();
    await expect(canvas.queryByText(en('factEmail'))).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByText('ESIM-7Q4K2M')).toBeVisible();
  },
};

/** PayPal did not complete the payment: cancelled, nothing charged, announced as an alert; no install parts, no delivery facts. */
export const PaymentFailed: Story = {
  args: { status: 'paymentFailed', esims: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en('paymentFailedTitle') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'PayPal did not complete the payment, so the order was cancelled and no eSIM was issued.',
    );
    await expect(canvas.queryByText(en('factEmail'))).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('link', { name: en('backHome') })).toBeVisible();
  },
};

/** The page polls: PayPal completes the payment, then the eSIM arrives; each change is announced in the same region. */
export const PendingThenDelivered: Story = {
  args: { status: 'pending' },
  render: function Completing(args: ComponentProps<typeof ThankYouPanel>) {
    const [status, setStatus] = useState<ThankYouStatus>(args.status);
    useEffect(() => {
      const paid = setTimeout(() => setStatus('delivering'), 100);
      const delivered = setTimeout(() => setStatus('delivered'), 250);
      return () => {
        clearTimeout(paid);
        clearTimeout(delivered);
      };
    }, []);
    return <ThankYouPanel {...args} status={status} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvasElement.querySelector('[data-slot="thank-you-panel-status"]');
    await expect(status).toHaveTextContent('as soon as PayPal confirms the payment');
    await waitFor(() => expect(status).toHaveTextContent(en('deliveredTitle', { email: 'jordan.lee@example.com' })));
    await expect(canvasElement.querySelector('[data-slot="thank-you-panel-status"]')).toBe(status);
    await expect(canvas.getByRole('img', { name: franceQrAlt })).toBeVisible();
  },
};

/** Japanese, pending, at 320 px: the long texts wrap, nothing overflows. */
export const JapanesePendingMobile: Story = {
  args: { status: 'pending', esims: [], email: 'yamada.taro.travel-2025@example.co.jp' },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="thank-you-panel-status"]')).toHaveTextContent(
      'yamada.taro.travel-2025@example.co.jp',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ja('pendingTitle'));
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="thank-you-panel"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** The order lines: flag (decorative), name, options and quantity read as "Quantity 2"; the section is named "Your eSIMs". */
export const OrderLines: Story = {
  args: { status: 'delivering', esims: [], lines: [...orderLines, ...regionalLine] },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: en('orderLines') });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('Japan eSIM10 GB · 30 daysQuantity × 2');
    await expect(items[1]?.querySelector('img[data-slot="flag"]')).toHaveAttribute('alt', '');
  },
};

/** The page polls: delivering turns into delivered, which the status region announces. */
export const DeliveringThenDelivered: Story = {
  args: { status: 'delivering' },
  render: function Polling(args: ComponentProps<typeof ThankYouPanel>) {
    const [status, setStatus] = useState<ThankYouStatus>(args.status);
    useEffect(() => {
      const timer = setTimeout(() => setStatus('delivered'), 150);
      return () => clearTimeout(timer);
    }, []);
    return <ThankYouPanel {...args} status={status} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvasElement.querySelector('[data-slot="thank-you-panel-status"]');
    await expect(status).toHaveTextContent(en('delivering'));
    await waitFor(() => expect(status).toHaveTextContent(en('deliveredTitle', { email: 'jordan.lee@example.com' })));
    await expect(canvas.getByRole('img', { name: franceQrAlt })).toBeVisible();
  },
};

/** As a second-level heading: the eSIM cards and order become h3, manual entry h4. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: en('deliveredTitle', { email: 'jordan.lee@example.com' }) })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'France eSIM 5 GB 30 days' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: esimCard('manualEntry') })).toBeVisible();
  },
};

/** Japanese on a 320 px iPhone: long texts wrap, the install button is full width, nothing overflows. */
export const JapaneseIosMobile: Story = {
  args: {
    platform: 'ios',
    email: 'yamada.taro.travel-2025@example.co.jp',
    lines: orderLines,
    esims: japanEsims,
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: ja('deliveredTitle', { email: 'yamada.taro.travel-2025@example.co.jp' }) }),
    ).toBeVisible();
    const [install] = canvas.getAllByRole('link', { name: esimCardJa('installOnIphone') });
    const card = canvas.getAllByRole('article')[0] as HTMLElement;
    const cardStyle = getComputedStyle(card);
    const inner = card.clientWidth - parseFloat(cardStyle.paddingLeft) - parseFloat(cardStyle.paddingRight);
    await expect(install?.getBoundingClientRect().width).toBeCloseTo(inner, 0);

    const copy = within(card).getByRole('button', { name: esimCardJa('copyValue', { what: esimCardJa('activationCode') }) });
    await userEvent.click(copy);
    await waitFor(() => expect(copy).toHaveTextContent(esimCardJa('copied')));

    const root = canvasElement.querySelector<HTMLElement>('[data-slot="thank-you-panel"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** Japanese, failed, at 320 px: the long refund message wraps. */
export const JapaneseFailedMobile: Story = {
  args: { status: 'failed', esims: [], lines: regionalLine },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ja('failedText'));
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="thank-you-panel"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
