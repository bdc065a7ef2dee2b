import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { Price } from './price';
import { priceMessages } from './price.messages';

const ja = storyText(priceMessages, 'ja');
const tw = storyText(priceMessages, 'tw');
const en = storyText(priceMessages);

const meta = {
  title: 'Components/Price',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Every amount of money shown to a shopper: a plan\'s price, "from" prices, a discounted price beside the old one, with the tax note.',
          '**Use instead:** `CartSummary` for totals with tax and discounts; never a number formatted by hand.',
        ].join('\n\n'),
      },
    },
  },
  component: Price,
  args: { amount: 1299, currency: 'EUR', size: 'md' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['EUR', 'USD', 'JPY'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { excludesTax: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€12.99')).toBeVisible();
    await expect(canvas.getByText(en('taxNote'))).toBeVisible();
  },
};

export const Playground: Story = {
  args: { startingPrice: true, excludesTax: true, regularAmount: 1599 },
};

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(/^€12\.99$/);
  },
};

/** Starting price on destination cards. */
export const From: Story = {
  args: { amount: 450, startingPrice: true, excludesTax: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      `${en('startingPrice', { price: '' }).trim()}€4.50${en('taxNote')}`,
    );
  },
};

/** The regular price is struck through and named for screen readers, who do not hear strikethrough. */
export const Discounted: Story = {
  args: {
    amount: 1299,
    regularAmount: 1599,
    excludesTax: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const regular = canvasElement.querySelector('del');
    await expect(regular).toHaveTextContent(`${en('regularPrice')} €15.99`);
    await expect(getComputedStyle(regular ?? document.body).textDecorationLine).toBe('line-through');
    await expect(canvasElement.querySelector('[data-slot="price-amount"]')).toHaveTextContent(`${en('discountedPrice')} €12.99`);
    await expect(canvas.getByText('€12.99')).toBeVisible();
  },
};

/** A "regular" price that is not higher is not shown as a discount. */
export const NotActuallyDiscounted: Story = {
  args: { amount: 1299, regularAmount: 1299 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="price-amount"]')).toHaveTextContent(/^€12\.99$/);
  },
};

export const USD: Story = {
  args: { amount: 500, currency: 'USD', startingPrice: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$5.00')).toBeVisible();
  },
};

/** Japanese texts around a euro amount formatted for ja. */
export const JapaneseLocale: Story = {
  args: { amount: 1299, startingPrice: true, excludesTax: true },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      `${ja('startingPrice', { price: '' }).trim()}€12.99${ja('taxNote')}`,
    );
  },
};

export const FrenchLocale: Story = {
  args: { amount: 1299, startingPrice: true, excludesTax: true },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    // Intl writes a narrow no-break space before the euro sign in French.
    await expect(canvasElement.querySelector('[data-slot="price-amount"]')).toHaveTextContent(/^12,99\s€$/u);
  },
};

/**
 * Traditional Chinese (zh-Hant for Intl: "tw" alone is Twi) puts "from" after the number
 * ("€9.90 起"), as its message places it.
 */
export const TraditionalChineseLocale: Story = {
  args: { amount: 990, startingPrice: true, excludesTax: true },
  globals: { locale: 'tw' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('€9.90')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      `€9.90${tw('startingPrice', { price: '' }).trim()}${tw('taxNote')}`,
    );
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
