import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { PaymentStatus } from './payment-status';
import { paymentStatusMessages } from './payment-status.messages';
import type { PaymentStatusState } from './payment-status.variants';

const ja = storyText(paymentStatusMessages, 'ja');
const en = storyText(paymentStatusMessages);

const meta = {
  title: 'Payment/PaymentStatus',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** What a payment is doing at the payment step: processing, confirmed, pending, or an error with a retry, announced as it changes.',
          "**Use instead:** `ThankYouPanel` once the order is placed; `FormMessage` of form parts for a form's own messages.",
        ].join('\n\n'),
      },
    },
  },
  component: PaymentStatus,
  args: { status: 'processing', onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['processing', 'confirmed', 'pending', 'error'] },
    errorDetail: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Processing: a spinner and the message in a polite status region; no button. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('processing'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

export const Processing: Story = {
  args: { status: 'processing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('processing'));
  },
};

/** Confirmed, just before the redirect to the thank-you page. */
export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('confirmed'));
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The wallet is still confirming a placed order's payment (issue 15): said politely, no error, no button, no spinner. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('pending'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The verification failed (spec §8): an alert and "Try again", which calls `onRetry`. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The provider's message under the spec's one. */
export const ErrorWithDetail: Story = {
  args: { status: 'error', errorDetail: 'The card issuer declined the 3-D Secure authentication.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error') + 'The card issuer declined the 3-D Secure authentication.');
  },
};

/** Without `onRetry` the error offers no button (e.g. while the page decides where to go). */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The whole round, as the payment page drives it: processing fails, "Try
 * again" (keyboard) goes back to processing, which then succeeds. The live
 * regions stay in place so each message is announced.
 */
export const RetryRoundTrip: Story = {
  args: { status: 'error' },
  render: function RoundTrip(args) {
    const [status, setStatus] = useState<PaymentStatusState>(args.status);
    return (
      <PaymentStatus
        {...args}
        status={status}
        onRetry={() => {
          args.onRetry?.();
          setStatus('processing');
          setTimeout(() => setStatus('confirmed'), 50);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    const alert = canvas.getByRole('alert');
    canvas.getByRole('button', { name: en('retry') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(status).toHaveTextContent(en('processing'));
    await expect(alert).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(en('confirmed')));
    // Same elements throughout: the regions were never remounted.
    await expect(canvas.getByRole('status')).toBe(status);
  },
};

/** Japanese texts wrap at 320 px. */
export const JapaneseMobile: Story = {
  args: { status: 'error', errorDetail: 'カード会社の認証が完了しているかご確認ください。' },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ja('error'));
    await expect(canvas.getByRole('button', { name: ja('retry') })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="payment-status"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** Japanese, pending, at 320 px: the two sentences wrap inside the box. */
export const JapanesePendingMobile: Story = {
  args: { status: 'pending' },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ja('pending'));
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="payment-status"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
