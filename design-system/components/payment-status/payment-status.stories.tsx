import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { PaymentStatus, type PaymentStatusLabels } from './payment-status';
import type { PaymentStatusState } from './payment-status.variants';

const labels: PaymentStatusLabels = {
  processing: 'Processing your payment...',
  confirmed: 'Payment successful. Redirecting...',
  pending: 'PayPal is confirming your payment. Your order is placed and your eSIM will follow by email.',
  error: 'Could not verify your payment',
  retry: 'Try again',
};

const meta = {
  title: 'Components/PaymentStatus',
  tags: ['autodocs'],
  component: PaymentStatus,
  args: { status: 'processing', labels, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['processing', 'confirmed', 'pending', 'error'] },
    errorDetail: { control: 'text' },
    labels: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Processing: a spinner and the message in a polite status region; no button. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing your payment...');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

export const Processing: Story = {
  args: { status: 'processing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing your payment...');
  },
};

/** Confirmed, just before the redirect to the thank-you page. */
export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment successful. Redirecting...');
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The wallet is still confirming a placed order's payment (issue 15): said politely, no error, no button, no spinner. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'PayPal is confirming your payment. Your order is placed and your eSIM will follow by email.',
    );
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not verify your payment');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The provider's message under the spec's one. */
export const ErrorWithDetail: Story = {
  args: { status: 'error', errorDetail: 'The card issuer declined the 3-D Secure authentication.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not verify your payment' + 'The card issuer declined the 3-D Secure authentication.',
    );
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
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(status).toHaveTextContent('Processing your payment...');
    await expect(alert).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('Payment successful. Redirecting...'));
    // Same elements throughout: the regions were never remounted.
    await expect(canvas.getByRole('status')).toBe(status);
  },
};

/** Japanese texts wrap at 320 px. */
export const JapaneseMobile: Story = {
  args: {
    status: 'error',
    labels: {
      processing: 'お支払いを処理しています…',
      confirmed: 'お支払いが完了しました。ページを移動しています…',
      pending: 'PayPalがお支払いを確認しています。ご注文は確定済みで、eSIMは確認後にメールでお届けします。',
      error: 'お支払いを確認できませんでした。カード会社の認証が完了しているかご確認ください。',
      retry: 'もう一度お支払いを確認する',
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'もう一度お支払いを確認する' })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="payment-status"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** Japanese, pending, at 320 px: the two sentences wrap inside the box. */
export const JapanesePendingMobile: Story = {
  args: {
    status: 'pending',
    labels: { ...labels, pending: 'PayPalがお支払いを確認しています。ご注文は確定済みで、eSIMは確認後にメールでお届けします。' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('PayPalがお支払いを確認しています');
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="payment-status"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
