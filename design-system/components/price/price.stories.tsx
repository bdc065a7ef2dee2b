import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Price } from './price';

const meta = {
  title: 'Components/Price',
  tags: ['autodocs'],
  component: Price,
  args: { amount: 1299, currency: 'EUR', locale: 'en', size: 'md' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['EUR', 'USD', 'JPY'] },
    locale: { control: 'select', options: ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh-Hant'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    fromPosition: { control: 'inline-radio', options: ['before', 'after'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { taxNote: 'VAT excl.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€12.99')).toBeVisible();
    await expect(canvas.getByText('VAT excl.')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { fromLabel: 'from', taxNote: 'VAT excl.', regularAmount: 1599 },
};

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(/^€12\.99$/);
  },
};

/** Starting price on destination cards. */
export const From: Story = {
  args: { amount: 450, fromLabel: 'from', taxNote: 'VAT excl.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('from€4.50VAT excl.');
  },
};

/** The regular price is struck through and named for screen readers, who do not hear strikethrough. */
export const Discounted: Story = {
  args: {
    amount: 1299,
    regularAmount: 1599,
    taxNote: 'VAT excl.',
    regularPriceLabel: 'Regular price',
    discountedPriceLabel: 'Sale price',
  },
  play: async ({ canvas, canvasElement }) => {
    const regular = canvasElement.querySelector('del');
    await expect(regular).toHaveTextContent('Regular price €15.99');
    await expect(getComputedStyle(regular ?? document.body).textDecorationLine).toBe('line-through');
    await expect(canvas.getByText('€12.99')).toBeVisible();
  },
};

/** A "regular" price that is not higher is not shown as a discount. */
export const NotActuallyDiscounted: Story = {
  args: { amount: 1299, regularAmount: 1299 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const USD: Story = {
  args: { amount: 500, currency: 'USD', locale: 'en-US', fromLabel: 'from' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$5.00')).toBeVisible();
  },
};

/** Japanese puts "from" after the number (〜), which `fromPosition="after"` allows. */
export const JapaneseLocale: Story = {
  args: { amount: 1299, locale: 'ja', fromLabel: '〜', fromPosition: 'after', taxNote: '税抜' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('€12.99〜税抜');
  },
};

export const FrenchLocale: Story = {
  args: { amount: 1299, locale: 'fr', fromLabel: 'à partir de', taxNote: 'HT' },
  play: async ({ canvasElement }) => {
    // Intl writes a narrow no-break space before the euro sign in French.
    await expect(canvasElement.querySelector('[data-slot="price-amount"]')).toHaveTextContent(/^12,99\s€$/u);
  },
};

/** The storefront passes zh-Hant for its "tw" code ("tw" alone is Twi for Intl). */
export const TraditionalChineseLocale: Story = {
  args: { amount: 990, locale: 'zh-Hant', fromLabel: '起價', taxNote: '未稅' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€9.90')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
};
