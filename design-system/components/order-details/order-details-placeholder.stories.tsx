import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { expectBusyIgnoresPress } from '../../stories/button-story-helpers';
import { storyText } from '../../stories/story-text';
import { OrderDetailsPlaceholder } from './order-details-placeholder';
import { orderDetailsPlaceholderMessages } from './order-details-placeholder.messages';

const ja = storyText(orderDetailsPlaceholderMessages, 'ja');
const en = storyText(orderDetailsPlaceholderMessages);

const meta = {
  title: 'Account/OrderDetailsPlaceholder',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The order details page or panel before the order has arrived: the skeleton while loading, or the failure with a retry.',
          '**Use instead:** `OrderDetails` once the order is there; `Spinner` for a small wait inside a control.',
        ].join('\n\n'),
      },
    },
  },
  component: OrderDetailsPlaceholder,
  args: {
    status: 'loading',
    onRetry: fn(),
    retrying: false,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error'] },
  },
} satisfies Meta<typeof OrderDetailsPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a skeleton hidden from screen readers, "Loading the order" announced. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('loading'));
    await expect(canvasElement.querySelector('[data-slot="order-details-placeholder"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

/** Loading failed: an alert and a retry. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error'));
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Retrying: the button is busy and ignores presses. */
export const Retrying: Story = {
  args: { status: 'error', retrying: true },
  play: async ({ canvas, args, userEvent }) => {
    const retry = canvas.getByRole('button', { name: en('retry') });
    await expectBusyIgnoresPress(retry, userEvent, args.onRetry);
  },
};

/** On a 320 px phone the skeleton stays inside the screen. */
export const LoadingMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="order-details-placeholder"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Japanese: the failure and its retry in Japanese. */
export const JapaneseFailed: Story = {
  args: { status: 'error' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ja('error'));
    await expect(canvas.getByRole('button', { name: ja('retry') })).toBeVisible();
  },
};
