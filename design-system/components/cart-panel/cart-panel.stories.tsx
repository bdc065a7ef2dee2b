import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { expectBusyIgnoresPress, expectLoaderShows } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { timings } from '../../tokens';
import type { CartLineView } from '../cart-line/cart-line';
import { cartLineMessages } from '../cart-line/cart-line.messages';
import { discounted, europeLine, franceLine, japanLine, withQuantity } from '../cart-line/cart-line.story-data';
import { cartSummaryMessages } from '../cart-summary/cart-summary.messages';
import { couponFieldMessages } from '../coupon-field/coupon-field.messages';
import { quantityStepperMessages } from '../quantity-stepper/quantity-stepper.messages';
import { SidePanel } from '../side-panel/side-panel';
import { CartPanel, type CartPanelLine, type CartPanelSummary } from './cart-panel';
import { cartPanelMessages } from './cart-panel.messages';

const euro = (amount: number) => ({ amount, currency: 'EUR' });

const en = storyText(cartPanelMessages);
const couponField = storyText(couponFieldMessages);
const cartSummary = storyText(cartSummaryMessages);
const quantityStepper = storyText(quantityStepperMessages);
const cartLine = storyText(cartLineMessages);

/** Totals of some lines as the shop would compute them, VAT not known yet (spec §4). */
function summaryOf(lines: readonly CartLineView[], discount?: { description: string; amount: number }): CartPanelSummary {
  const subtotal = lines.reduce((sum, line) => sum + line.linePrice.amount, 0);
  const total = subtotal + (discount?.amount ?? 0);
  return {
    subtotal: euro(subtotal),
    discounts: discount === undefined ? [] : [{ description: discount.description, amount: euro(discount.amount) }],
    tax: { kind: 'pending' },
    totalExcludingTax: euro(total),
    totalIncludingTax: euro(total),
  };
}

const filledLines: CartPanelLine[] = [franceLine, japanLine];

const meta = {
  title: 'Cart/CartPanel',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The body of the cart side panel: the lines, coupon, totals, checkout link and clear button, with its loading, error and empty states.',
          '**Use instead:** `CartSummary` and `OrderReview` for the totals and lines beside the checkout steps; `SidePanel` is the frame it sits in.',
        ].join('\n\n'),
      },
    },
  },
  component: CartPanel,
  args: {
    status: 'ready',
    lines: filledLines,
    summary: summaryOf(filledLines),
    coupon: { appliedCodes: [], couponsAllowed: 1, status: 'idle' },
    busy: false,
    clearing: false,
    maxQuantity: 10,
    browseHref: '/en/esims.html',
    checkoutHref: '/en/checkout.html',
    onRetry: fn(),
    onQuantityChange: fn(),
    onRemoveRequest: fn(),
    onRemoveConfirm: fn(),
    onRemoveCancel: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onCouponValueChange: fn(),
    onClearRequest: fn(),
    onClearConfirm: fn(),
    onClearCancel: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    confirmingClear: { control: 'boolean' },
    renderLink: { control: false },
    heading: { control: 'text' },
  },
  // The panel's width from the tablet breakpoint (SidePanel md is 24 rem); full width on phones.
  decorators: [preventNavigation, widthDecorator('max-w-96')],
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function linesList(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('list', { name: en('lines') });
}

/** A filled cart: lines, coupon field, totals, checkout link and clear button. Per-line callbacks get the line id. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const list = linesList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: en('checkout') })).toHaveAttribute('href', '/en/checkout.html');
    await expect(canvas.getByRole('textbox', { name: couponField('label') })).toBeVisible();
    await expect(canvas.getByText(cartSummary('taxPending'))).toBeVisible();

    const japan = within(canvas.getByRole('group', { name: cartLine('quantity', { name: 'Japan eSIM 10 GB 30 days' }) }));
    await userEvent.click(japan.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('2', 3);

    await userEvent.type(canvas.getByRole('textbox', { name: couponField('label') }), 'SUMMER10{Enter}');
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('SUMMER10');
  },
};

export const Playground: Story = {};

/** Opening the panel before the cart has arrived. */
export const Loading: Story = {
  args: { status: 'loading', lines: [], summary: undefined },
  play: async ({ canvas, canvasElement }) => {
    const loading = canvasElement.querySelector('[data-slot="cart-panel-loading"]');
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(loading).toHaveTextContent(en('loading'));
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link', { name: en('checkout') })).toBeNull();
  },
};

/** The cart could not be loaded: a message and a retry button. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', lines: [], summary: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error'));
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing in the cart: a sentence and a link to the destinations; no checkout. */
export const Empty: Story = {
  args: { lines: [], summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en('empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('browse') })).toHaveAttribute('href', '/en/esims.html');
    await expect(canvas.queryByRole('link', { name: en('checkout') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en('clear') })).toBeNull();
  },
};

/** A coupon applied: struck-through unit prices, the code's chip instead of the input, a discount row. */
export const WithCoupon: Story = {
  args: {
    lines: [discounted(franceLine, 10), discounted(japanLine, 10)],
    summary: summaryOf([franceLine, japanLine], { description: 'SUMMER10: 10 % off', amount: -497 }),
    coupon: { appliedCodes: ['SUMMER10'], couponsAllowed: 1, status: 'idle' },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelectorAll('del')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox', { name: couponField('label') })).toBeNull();
    await expect(canvas.getByText('-€4.97')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: couponField('remove', { code: 'SUMMER10' }) }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledWith('SUMMER10');
  },
};

/** The shop refused the code; its message is shown under the field. */
export const CouponError: Story = {
  args: {
    coupon: { appliedCodes: [], couponsAllowed: 1, status: 'idle', error: 'The coupon code "WINTER99" is not valid.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: couponField('label') })).toHaveAccessibleDescription(
      'The coupon code "WINTER99" is not valid.',
    );
  },
};

export const CouponApplying: Story = {
  args: { coupon: { appliedCodes: [], couponsAllowed: 1, status: 'applying' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: couponField('apply') })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The cart is saving and no part shows where: a veil with a spinner after the
 * loader delay, `aria-busy`, an announcement, and no control reacts until it is done.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const panel = canvasElement.querySelector('[data-slot="cart-panel"]');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="cart-panel-status"]')).toHaveTextContent(en('updating'));
    await expectLoaderShows(() => canvasElement.querySelector('[data-slot="cart-panel-overlay"]'));
    // Keyboard users get past the veil; their presses are ignored too.
    canvas.getAllByRole('button', { name: quantityStepper('increase') })[0]?.focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: en('clear') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(args.onClearRequest).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('group', { name: en('confirmClear') })).toBeNull();
  },
};

/** One line saving: its spinner and disabled controls; the others still work. */
export const LineBusy: Story = {
  args: { lines: [franceLine, { ...japanLine, busy: true }] },
  play: async ({ canvas, userEvent, args }) => {
    const japan = within(canvas.getByRole('group', { name: cartLine('quantity', { name: 'Japan eSIM 10 GB 30 days' }) }));
    await userEvent.click(japan.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    const france = within(canvas.getByRole('group', { name: cartLine('quantity', { name: 'France eSIM 5 GB 30 days' }) }));
    await userEvent.click(france.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('1', 2);
  },
};

/**
 * As the cart machine drives it: `busy` for the whole cart while one line
 * saves. Only that line shows a spinner (no veil on top); every control waits.
 */
export const LineBusyWhileCartBusy: Story = {
  args: { busy: true, lines: [franceLine, { ...japanLine, busy: true }] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const japanLine = canvasElement.querySelectorAll('[data-slot="cart-line"]')[1];
    await waitFor(() => expect(japanLine?.querySelector('[data-slot="spinner"][role="status"]')).toHaveTextContent(cartLine('updating')), {
      timeout: timings.buttonLoaderDelayMs * 4,
    });
    await expect(canvasElement.querySelector('[data-slot="cart-panel-overlay"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="cart-panel-status"]')).toHaveTextContent('');
    const france = within(canvas.getByRole('group', { name: cartLine('quantity', { name: 'France eSIM 5 GB 30 days' }) }));
    await userEvent.click(france.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** A line's removal question, held by the cart machine (controlled). */
export const ConfirmingRemoval: Story = {
  args: { lines: [{ ...franceLine, confirmingRemoval: true }, japanLine] },
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('group', { name: cartLine('confirmRemoval', { name: 'France eSIM 5 GB 30 days' }) });
    await userEvent.click(within(question).getByRole('button', { name: cartLine('confirmRemove') }));
    await expect(args.onRemoveConfirm).toHaveBeenCalledWith('1');
  },
};

/** The clear question, held by the cart machine (controlled). */
export const ConfirmingClear: Story = {
  args: { confirmingClear: true },
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByRole('group', { name: en('confirmClear') });
    await userEvent.click(within(question).getByRole('button', { name: en('clear') }));
    await expect(args.onClearConfirm).toHaveBeenCalledOnce();
  },
};

/** "Clear cart" asks first; focus order: Cancel, then Clear cart; cancelling returns focus to the button. */
export const ClearAsksForConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('clear') }));
    await expect(args.onClearRequest).toHaveBeenCalledOnce();
    const question = canvas.getByRole('group', { name: en('confirmClear') });
    const keep = within(question).getByRole('button', { name: en('cancelClear') });
    await expect(keep).toHaveFocus();
    await userEvent.tab();
    await expect(within(question).getByRole('button', { name: en('clear') })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(keep).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearCancel).toHaveBeenCalledOnce();
    await expect(args.onClearConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: en('clear') })).toHaveFocus();
  },
};

/** Clearing is running: the clear button is busy. */
export const Clearing: Story = {
  args: { clearing: true },
  play: async ({ canvas, userEvent, args }) => {
    const clear = canvas.getByRole('button', { name: en('clear') });
    await expectBusyIgnoresPress(clear, userEvent, args.onClearRequest);
  },
};

/** Outside the side panel (a cart page) it can carry its own heading. */
export const WithHeading: Story = {
  args: { heading: 'Your cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart' })).toBeVisible();
  },
};

/**
 * Against a fake shop, keyboard only: removing a line takes its controls away,
 * so focus goes to the list; clearing empties the cart, so focus goes to the
 * empty message. Never to the page body.
 */
export const RemovingKeepsFocusInTheCart: Story = {
  args: { lines: [franceLine, japanLine, europeLine] },
  render: function RemovingLines(args) {
    return <FakeShopCartPanel {...args} />;
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    canvas.getByRole('button', { name: cartLine('remove', { name: 'Japan eSIM 10 GB 30 days' }) }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveConfirm).toHaveBeenCalledWith('2');
    await waitFor(() => expect(within(linesList(canvasElement)).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(linesList(canvasElement)).toHaveFocus());
    await expect(canvasElement.querySelector('[data-slot="cart-summary-subtotal"] dd')).toHaveTextContent('€38.90');

    canvas.getByRole('button', { name: en('clear') }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearConfirm).toHaveBeenCalledOnce();
    const empty = await canvas.findByText(en('empty'));
    await waitFor(() => expect(empty.parentElement).toHaveFocus());
  },
};

/** Answers like the shop after a short delay; keeps lines and totals in step. */
function FakeShopCartPanel({
  lines: initialLines,
  onRemoveConfirm,
  onQuantityChange,
  onClearConfirm,
  ...args
}: ComponentProps<typeof CartPanel>) {
  const [lines, setLines] = useState<readonly CartPanelLine[]>(initialLines);
  const [clearing, setClearing] = useState(false);
  const later = (update: () => void) => setTimeout(update, 50);
  const markBusy = (id: string) => setLines((current) => current.map((line) => (line.id === id ? { ...line, busy: true } : line)));
  return (
    <CartPanel
      {...args}
      lines={lines}
      summary={summaryOf(lines)}
      clearing={clearing}
      onQuantityChange={(id, quantity) => {
        onQuantityChange?.(id, quantity);
        markBusy(id);
        later(() => setLines((current) => current.map((line) => (line.id === id ? withQuantity(line, quantity) : line))));
      }}
      onRemoveConfirm={(id) => {
        onRemoveConfirm?.(id);
        markBusy(id);
        later(() => setLines((current) => current.filter((line) => line.id !== id)));
      }}
      onClearConfirm={() => {
        onClearConfirm?.();
        setClearing(true);
        later(() => {
          setLines([]);
          setClearing(false);
        });
      }}
    />
  );
}

/** In its frame: the side panel's title names the dialog, the cart scrolls in its body. */
export const InSidePanel: Story = {
  args: { lines: [franceLine, withQuantity(japanLine, 3), europeLine] },
  render: (args) => (
    <SidePanel defaultOpen title="Your cart">
      <CartPanel {...args} />
    </SidePanel>
  ),
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    const europe = within(within(dialog).getByRole('group', { name: cartLine('quantity', { name: 'Europe eSIM 20 GB 30 days' }) }));
    await userEvent.click(europe.getByRole('button', { name: quantityStepper('increase') }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('3', 2);
  },
};

/** 320 px: everything fits the phone's width. */
export const Mobile: Story = {
  args: {
    lines: [discounted(franceLine, 10), withQuantity(japanLine, 10)],
    coupon: { appliedCodes: ['SUMMER10'], couponsAllowed: 1 },
    summary: summaryOf([franceLine, withQuantity(japanLine, 10)], { description: 'SUMMER10: 10 % off', amount: -99 }),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="cart-panel"]');
    await expect(panel?.scrollWidth).toBeLessThanOrEqual(panel?.clientWidth ?? 0);
  },
};

/** Japanese throughout, on a phone. */
export const Japanese: Story = {
  args: {
    lines: [
      {
        ...franceLine,
        name: 'フランス eSIM 5 GB 30 日間',
        productName: 'フランス eSIM',
        href: '/ja/esim-france.html',
        options: [{ name: '5 GB' }, { name: '30 日間' }],
      },
      {
        ...japanLine,
        name: '日本 eSIM 10 GB 30 日間',
        productName: '日本 eSIM',
        href: '/ja/esim-japan.html',
        options: [{ name: '10 GB' }, { name: '30 日間' }],
      },
    ],
    summary: summaryOf(filledLines),
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'ご購入手続きへ' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '日本 eSIM 10 GB 30 日間の数量' })).toHaveTextContent('2');
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="cart-panel"]');
    await expect(panel?.scrollWidth).toBeLessThanOrEqual(panel?.clientWidth ?? 0);
  },
};
