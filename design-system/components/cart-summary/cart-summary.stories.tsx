import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { CartSummary } from './cart-summary';
import { cartSummaryMessages } from './cart-summary.messages';

const euro = (amount: number) => ({ amount, currency: 'EUR' });
const en = storyText(cartSummaryMessages);
const ja = storyText(cartSummaryMessages, 'ja');

const meta = {
  title: 'Cart/CartSummary',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The totals of a cart or an order: subtotal, discounts, tax (or "calculated at the next step") and the total, in the cart and the checkout.',
          '**Use instead:** `Price` for a single amount; `OrderDetails` for a past order, which shows its own totals.',
        ].join('\n\n'),
      },
    },
  },
  component: CartSummary,
  args: {
    subtotal: euro(4970),
    discounts: [],
    tax: { kind: 'amount', value: euro(994) },
    totalExcludingTax: euro(4970),
    totalIncludingTax: euro(5964),
  },
  decorators: [widthDecorator('max-w-96')],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a label, as a screen reader pairs `<dt>` and `<dd>`. */
function valueOf(canvasElement: HTMLElement, label: string): string | undefined {
  const term = [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? undefined;
}

/** A description list: subtotal, VAT, total excluding and including VAT. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      en('subtotal'),
      en('tax'),
      en('totalExcludingTax'),
      en('totalIncludingTax'),
    ]);
    await expect(valueOf(canvasElement, en('subtotal'))).toBe('€49.70');
    await expect(valueOf(canvasElement, en('tax'))).toBe('€9.94');
    await expect(valueOf(canvasElement, en('totalExcludingTax'))).toBe('€49.70');
    await expect(valueOf(canvasElement, en('totalIncludingTax'))).toBe('€59.64');
  },
};

export const Playground: Story = {};

/** A coupon: its description and the amount it takes off, with a minus sign. */
export const WithDiscount: Story = {
  args: {
    discounts: [{ description: 'SUMMER10: 10 % off', amount: euro(-497) }],
    totalExcludingTax: euro(4473),
    tax: { kind: 'amount', value: euro(895) },
    totalIncludingTax: euro(5368),
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'SUMMER10: 10 % off')).toBe('-€4.97');
    await expect(valueOf(canvasElement, en('totalIncludingTax'))).toBe('€53.68');
  },
};

/** A discount given as a positive amount still reads as money taken off. */
export const PositiveDiscountAmount: Story = {
  args: { discounts: [{ description: 'Welcome offer', amount: euro(500) }] },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Welcome offer')).toBe('-€5.00');
  },
};

export const SeveralDiscounts: Story = {
  args: {
    discounts: [
      { description: 'SUMMER10: 10 % off', amount: euro(-497) },
      { description: 'Second eSIM for Japan at half price', amount: euro(-995) },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
  },
};

/** Spec §4: no valid address yet, so the tax row is a note instead of an amount. */
export const TaxPending: Story = {
  args: {
    tax: { kind: 'pending' },
    totalIncludingTax: euro(4970),
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, en('tax'))).toBe(en('taxPending'));
  },
};

/** Spec §4: the checkout recalculates: "calculating..." with a spinner; the total including VAT is marked busy. */
export const TaxCalculating: Story = {
  args: { tax: { kind: 'calculating' } },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, en('tax'))).toBe(en('taxCalculating'));
    await expect(canvasElement.querySelector('[data-slot="cart-summary-tax"] [data-slot="spinner"]')).not.toBeNull();
    const total = canvasElement.querySelector('[data-slot="cart-summary-total-including-tax"] dd');
    await expect(total).toHaveAttribute('aria-busy', 'true');
  },
};

/** Japanese texts, euro amounts formatted for ja. */
export const Japanese: Story = {
  args: { tax: { kind: 'pending' } },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, ja('subtotal'))).toBe('€49.70');
    await expect(valueOf(canvasElement, ja('tax'))).toBe(ja('taxPending'));
  },
};

/** 320 px in German: a long tax note wraps under its label instead of pushing the page sideways. */
export const Mobile: Story = {
  args: { tax: { kind: 'pending' } },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('dl');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
  },
};
