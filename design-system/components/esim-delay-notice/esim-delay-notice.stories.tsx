import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import type { ComponentLocale } from '../../lib/i18n/component-messages';
import { formatUsageDate } from '../esim-usage/esim-usage.format';
import { STOREFRONT_LOCALES } from '../language-switcher/locales';
import { EsimDelayNotice } from './esim-delay-notice';
import { esimDelayNoticeMessages } from './esim-delay-notice.messages';
import { delayedSince } from './esim-delay-notice.story-data';

const en = storyText(esimDelayNoticeMessages);
const EMAIL = 'jordan.lee@example.com';

/** The date as the notice writes it in `locale`, read in UTC as the stories set. */
function shownTime(locale: ComponentLocale): string {
  const tag = STOREFRONT_LOCALES.find(({ code }) => code === locale)?.lang ?? locale;
  return formatUsageDate(delayedSince, tag, { withTime: true, timeZone: 'UTC' });
}

const meta = {
  title: 'eSIM status/EsimDelayNotice',
  tags: ['autodocs'],
  component: EsimDelayNotice,
  args: { since: delayedSince, email: EMAIL, timeZone: 'UTC' },
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** A paid order whose eSIM the supplier has not issued yet (the api's `esimDelayedSince`): on the thank-you page (inside `ThankYouPanel`, status `delayed`, naming the email), in the account's order details (inside `OrderDetails`) and on the guest's eSIM status page, while the order has no eSIM. It says the payment went through and the eSIM follows by email, and since when the order waits.",
          '**Use instead:** `ThankYouPanel` status `delivering` while the eSIM is simply being prepared (seconds); `failed` there once the order is cancelled and refunded; `EsimUsage` once the eSIM exists.',
        ].join('\n\n'),
      },
    },
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof EsimDelayNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thank-you page: the payment went through, the eSIM follows to the email shown, since when it waits; no alert, no refund. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(en('title'))).toBeVisible();
    await expect(canvas.getByText(en('textTo', { email: EMAIL }))).toBeVisible();
    const since = canvas.getByText(en('since', { time: shownTime('en') }));
    await expect(since).toBeVisible();
    await expect(since.tagName).toBe('TIME');
    await expect(since).toHaveAttribute('datetime', delayedSince);
    // Reassurance, not a failure: nothing interrupts a screen reader, nothing to press.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelectorAll('button, a')).toHaveLength(0);
  },
};

export const Playground: Story = {};

/** The account's order details and the guest's link know no email to name: "by email". */
export const WithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('text'))).toBeVisible();
    await expect(canvas.queryByText(EMAIL, { exact: false })).toBeNull();
    await expect(canvas.getByText(en('since', { time: shownTime('en') }))).toBeVisible();
  },
};

/** A long address at 320 px: it wraps inside the box, nothing overflows. */
export const LongEmailMobile: Story = {
  args: { email: 'yamada.taro.travel-2025.with-a-very-long-name@example.co.jp' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot="esim-delay-notice"]');
    await expect(notice).toHaveTextContent('yamada.taro.travel-2025.with-a-very-long-name@example.co.jp');
    await expect(notice?.scrollWidth).toBeLessThanOrEqual(notice?.clientWidth ?? 0);
  },
};

/** The notice without an email (account, guest link) in `locale` at 320 px: its own words and date, nothing overflows. */
function inLanguage(locale: ComponentLocale): Story {
  const text = storyText(esimDelayNoticeMessages, locale);
  return {
    args: { email: undefined },
    globals: { locale, viewport: { value: 'mobile', isRotated: false } },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByText(text('title'))).toBeVisible();
      await expect(canvas.getByText(text('text'))).toBeVisible();
      await expect(canvas.getByText(text('since', { time: shownTime(locale) }))).toHaveAttribute('datetime', delayedSince);
      const notice = canvasElement.querySelector<HTMLElement>('[data-slot="esim-delay-notice"]');
      await expect(notice?.scrollWidth).toBeLessThanOrEqual(notice?.clientWidth ?? 0);
    },
  };
}

export const French: Story = inLanguage('fr');
export const Spanish: Story = inLanguage('es');
export const Italian: Story = inLanguage('it');
export const German: Story = inLanguage('de');
export const Dutch: Story = inLanguage('nl');
export const Japanese: Story = inLanguage('ja');
export const TraditionalChinese: Story = inLanguage('tw');
