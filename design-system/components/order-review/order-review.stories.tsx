import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { cartLineMessages } from '../cart-line/cart-line.messages';
import { CartSummary } from '../cart-summary/cart-summary';
import { cartSummaryMessages } from '../cart-summary/cart-summary.messages';
import { OrderReview, type OrderReviewLine } from './order-review';
import { orderReviewMessages } from './order-review.messages';

const euro = (amount: number) => ({ amount, currency: 'EUR' });

const lines: OrderReviewLine[] = [
  {
    id: '1',
    name: 'France eSIM 5 GB 30 days',
    productName: 'France eSIM',
    flagCode: 'fr',
    options: [{ name: '5 GB' }, { name: '30 days' }],
    quantity: 1,
    linePrice: euro(990),
  },
  {
    id: '2',
    name: 'Japan eSIM 10 GB 30 days',
    productName: 'Japan eSIM',
    flagCode: 'jp',
    options: [{ name: '10 GB' }, { name: '30 days' }],
    quantity: 2,
    linePrice: euro(3780),
  },
  {
    id: '3',
    name: 'Europe eSIM 20 GB 30 days',
    productName: 'Europe eSIM',
    flagCode: null,
    options: [{ name: '20 GB' }, { name: '30 days' }],
    quantity: 1,
    linePrice: euro(2490),
  },
];

const en = storyText(orderReviewMessages);
const fr = storyText(orderReviewMessages, 'fr');
const ja = storyText(orderReviewMessages, 'ja');
const cartSummary = storyText(cartSummaryMessages);
const cartLine = storyText(cartLineMessages);

const meta = {
  title: 'Checkout/OrderReview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The read-only list of what is being bought, beside the checkout steps, next to `CartSummary`.',
          '**Use instead:** `CartLine` where the quantity can still change (the cart); `OrderDetails` for a past order.',
        ].join('\n\n'),
      },
    },
  },
  component: OrderReview,
  args: { lines, density: 'comfortable' },
  argTypes: {
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
  },
  decorators: [widthDecorator('max-w-sm')],
} satisfies Meta<typeof OrderReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named list: per line the flag, plan, options, "× quantity" and the line total; no controls. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('list') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const japan = items[1] as HTMLElement;
    await expect(japan).toHaveTextContent('Japan eSIM');
    await expect(japan).toHaveTextContent('10 GB · 30 days');
    await expect(within(japan).getByText(en('quantity'), { exact: false }).closest('p')).toHaveTextContent('Quantity × 2');
    await expect(japan).toHaveTextContent(`${cartLine('lineTotal')} €37.80`);
    await expect(japan.querySelector('img[data-slot="flag"]')).toHaveAttribute('src', '/flags/4x3/jp.svg');
    // Regional plan without a flag: a globe.
    await expect((items[2] as HTMLElement).querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Playground: Story = {};

/** Without `productName` the line's full name shows. */
export const SingleLine: Story = {
  args: { lines: [{ ...lines[0]!, productName: undefined, options: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('France eSIM 5 GB 30 days');
  },
};

export const Compact: Story = {
  args: { density: 'compact' },
};

/** Texts and prices in the shopper's language. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: fr('list') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(`${fr('quantity')} × 2`);
    // fr-FR uses a narrow no-break space before the euro sign.
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(/37,80\s€/);
  },
};

/** Long Japanese names wrap at 320 px; the total keeps its own column. */
export const JapaneseMobile: Story = {
  args: {
    lines: [
      {
        ...lines[0]!,
        productName: 'ボスニア・ヘルツェゴビナ周遊プリペイドeSIM（データ通信専用）',
        options: [{ name: '50GB' }, { name: '90日間' }],
      },
      { ...lines[1]!, productName: '日本 eSIM', options: [{ name: '10GB' }, { name: '30日間' }] },
    ],
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: ja('list') })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="order-review"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** As the checkout sidebar stacks it: the review above the existing `CartSummary`. */
export const WithCartSummary: Story = {
  render: (args) => (
    <aside aria-label="Order summary" className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <OrderReview {...args} />
      <CartSummary subtotal={euro(7260)} tax={{ kind: 'pending' }} totalExcludingTax={euro(7260)} totalIncludingTax={euro(7260)} />
    </aside>
  ),
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(within(aside).getByRole('list', { name: en('list') })).toBeVisible();
    await expect(within(aside).getByText(cartSummary('taxPending'))).toBeVisible();
  },
};
