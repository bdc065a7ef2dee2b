import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { expectBusyIgnoresPress } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { routerLinkStory } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { timings } from '../../tokens';
import { priceMessages } from '../price/price.messages';
import { quantityStepperMessages } from '../quantity-stepper/quantity-stepper.messages';
import { CartLine } from './cart-line';
import { cartLineMessages } from './cart-line.messages';
import { discounted, franceLine, japanLine, withQuantity } from './cart-line.story-data';

const quantityStepper = storyText(quantityStepperMessages);
const en = storyText(cartLineMessages);
const price = storyText(priceMessages);

const meta = {
  title: 'Cart/CartLine',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** One plan in the cart: flag, name, options, price, quantity and remove. `CartPanel` lays the lines out; use a line alone only inside a cart-like list.',
          '**Use instead:** `OrderReview` for read-only lines beside the checkout; `ProductCard` to offer a plan that is not in the cart yet.',
        ].join('\n\n'),
      },
    },
  },
  component: CartLine,
  args: {
    line: withQuantity(franceLine, 2),
    maxQuantity: 10,
    busy: false,
    disabled: false,
    density: 'comfortable',
    onQuantityChange: fn(),
    onRemoveRequest: fn(),
    onRemoveConfirm: fn(),
    onRemoveCancel: fn(),
  },
  argTypes: {
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
    confirmingRemoval: { control: 'boolean' },
    renderLink: { control: false },
  },
  // A cart line lives in a side panel: 24 rem wide from the tablet breakpoint, the full phone below.
  decorators: [preventNavigation, widthDecorator('max-w-96')],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flag, plan link, options, unit price with its tax note, line total, stepper and bin. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'France eSIM' })).toHaveAttribute('href', '/en/esim-france.html');
    await expect(canvas.getByText('5 GB · 30 days')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="cart-line-unit-price"]')).toHaveTextContent(
      `${en('unitPrice')} €9.90${price('taxNote')}`,
    );
    await expect(canvasElement.querySelector('[data-slot="cart-line-total"]')).toHaveTextContent(`${en('lineTotal')} €19.80`);
    await expect(canvas.getByRole('group', { name: en('quantity', { name: 'France eSIM 5 GB 30 days' }) })).toHaveTextContent('2');

    await userEvent.click(canvas.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: quantityStepper('decrease') }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
  },
};

export const Playground: Story = {};

/** With a coupon: the regular unit price struck through (and named for screen readers), then the discounted one. */
export const Discounted: Story = {
  args: { line: discounted(withQuantity(franceLine, 2), 20) },
  play: async ({ canvas, canvasElement }) => {
    const regular = canvasElement.querySelector('del');
    await expect(regular).toHaveTextContent(`${price('regularPrice')} €9.90`);
    await expect(getComputedStyle(regular ?? document.body).textDecorationLine).toBe('line-through');
    await expect(canvas.getByText('€7.92')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="cart-line-total"]')).toHaveTextContent('€15.84');
  },
};

/**
 * Saving a change: controls stop working at once (focus stays where it is),
 * the spinner appears after the loader delay so fast answers don't flash.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-line"]')).toHaveAttribute('aria-busy', 'true');
    const increase = canvas.getByRole('button', { name: quantityStepper('increase') });
    await userEvent.click(increase);
    await userEvent.click(canvas.getByRole('button', { name: en('remove', { name: 'France eSIM 5 GB 30 days' }) }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(args.onRemoveRequest).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('group', { name: en('confirmRemoval', { name: 'France eSIM 5 GB 30 days' }) })).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"][role="status"]')).toHaveTextContent(en('updating')), {
      timeout: timings.buttonLoaderDelayMs * 4,
    });
  },
};

/** The removal question, shown by the cart machine (controlled). Confirming calls `onRemoveConfirm`. */
export const ConfirmingRemoval: Story = {
  args: { confirmingRemoval: true },
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('group', { name: en('confirmRemoval', { name: 'France eSIM 5 GB 30 days' }) });
    await expect(question).toBeVisible();
    // The stepper and bin are replaced by the question.
    await expect(canvas.queryByRole('group', { name: en('quantity', { name: 'France eSIM 5 GB 30 days' }) })).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: en('confirmRemove') }));
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce();
  },
};

/**
 * The bin asks first (spec §4). Focus moves to "Keep it", Tab reaches
 * "Remove", and cancelling puts focus back on the bin.
 */
export const RemoveAsksForConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bin = canvas.getByRole('button', { name: en('remove', { name: 'France eSIM 5 GB 30 days' }) });
    await userEvent.click(bin);
    await expect(args.onRemoveRequest).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('group', { name: en('confirmRemoval', { name: 'France eSIM 5 GB 30 days' }) })).toBeVisible();

    const keep = canvas.getByRole('button', { name: en('cancelRemove') });
    await expect(keep).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('confirmRemove') })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(keep).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveCancel).toHaveBeenCalledOnce();
    await expect(args.onRemoveConfirm).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('group', { name: en('confirmRemoval', { name: 'France eSIM 5 GB 30 days' }) })).toBeNull();
    await expect(canvas.getByRole('button', { name: en('remove', { name: 'France eSIM 5 GB 30 days' }) })).toHaveFocus();
  },
};

/** Keyboard only: Tab to the bin, Enter, Tab, Enter confirms. */
export const ConfirmRemovalWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: quantityStepper('increase') }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('remove', { name: 'France eSIM 5 GB 30 days' }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** At quantity 1, − is a bin too: it opens the same question, and cancelling returns focus to it. */
export const DecreaseDisabledAtOne: Story = {
  args: { line: franceLine },
  play: async ({ canvas, userEvent, args }) => {
    const stepper = canvas.getByRole('group', { name: en('quantity', { name: 'France eSIM 5 GB 30 days' }) });
    const decrease = within(stepper).getByRole('button', { name: quantityStepper('decrease') });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(args.onRemoveRequest).not.toHaveBeenCalled();
    // One remove button per line, not two with the same name.
    await expect(canvas.getAllByRole('button', { name: en('remove', { name: 'France eSIM 5 GB 30 days' }) })).toHaveLength(1);
  },
};

/** Removal while the shop answers: the question stays (controlled) with a busy confirm button. */
export const RemovingBusy: Story = {
  args: { confirmingRemoval: true, busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const confirm = canvas.getByRole('button', { name: en('confirmRemove') });
    await expectBusyIgnoresPress(confirm, userEvent, args.onRemoveConfirm);
  },
};

/** Another part of the cart is saving: controls stop working, no spinner on this line. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="cart-line"]')).not.toHaveAttribute('aria-busy');
  },
};

/** Without change callbacks (an order summary): quantity as text, no controls. */
export const ReadOnly: Story = {
  args: { onQuantityChange: undefined, onRemoveConfirm: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="cart-line-quantity"]')).toHaveTextContent(
      `${en('quantity', { name: 'France eSIM 5 GB 30 days' })} × 2`,
    );
  },
};

/** Wired to state like the cart machine would: the quantity and total follow the stepper. */
export const Interactive: Story = {
  args: { line: japanLine },
  render: function InteractiveLine(args) {
    return <StatefulLine {...args} />;
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="cart-line-total"]')).toHaveTextContent('€59.70'));
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
  },
};

function StatefulLine({ line, onQuantityChange, ...args }: ComponentProps<typeof CartLine>) {
  const [current, setCurrent] = useState(line);
  return (
    <CartLine
      {...args}
      line={current}
      onQuantityChange={(quantity) => {
        onQuantityChange?.(quantity);
        setCurrent(withQuantity(current, quantity));
      }}
    />
  );
}

/** A region without a flag of its own shows a globe. */
export const NoFlag: Story = {
  args: {
    line: { ...franceLine, id: '9', name: 'Global eSIM 3 GB 7 days', productName: 'Global eSIM', flagCode: null },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Long names and options wrap inside a 320 px phone; nothing overflows sideways. */
export const LongText: Story = {
  args: {
    line: {
      ...withQuantity(franceLine, 10),
      name: 'Bosnia and Herzegovina eSIM Unlimited data 90 days',
      productName: 'Bosnia and Herzegovina eSIM',
      href: '/en/esim-bosnia-and-herzegovina.html',
      flagCode: 'ba',
      options: [{ name: 'Unlimited data (fair use 2 GB/day)' }, { name: '90 days from first connection' }],
      unitPrice: { amount: 12990, currency: 'EUR' },
      discountedUnitPrice: { amount: 10392, currency: 'EUR' },
      linePrice: { amount: 103920, currency: 'EUR' },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="cart-line"]');
    if (root === null) throw new Error('cart line not rendered');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Bosnia and Herzegovina eSIM' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: quantityStepper('increase') })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Japanese: texts, question and prices in ja (long question wraps). */
export const Japanese: Story = {
  args: {
    line: {
      ...withQuantity(japanLine, 2),
      name: '日本 eSIM 10 GB 30 日間',
      productName: '日本 eSIM',
      href: '/ja/esim-japan.html',
      options: [{ name: '10 GB' }, { name: '30 日間' }],
    },
    confirmingRemoval: true,
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: '日本 eSIM 10 GB 30 日間をカートから削除しますか？' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="cart-line-total"]')).toHaveTextContent('€39.80');
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="cart-line"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** The storefront passes React Router's Link; a spy stands in for it here. */
export const CustomLinkComponent: Story = routerLinkStory('/en/esim-france.html', 'France eSIM');
