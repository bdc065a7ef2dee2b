import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { CardBrandMark, CardBrands } from './card-brands';
import { cardBrandsMessages } from './card-brands.messages';

const en = storyText(cardBrandsMessages);

const meta = {
  title: 'Payment/CardBrands',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The row of accepted card brands (Visa, Mastercard, American Express, Discover): in the card form and the footer.',
          '**Use instead:** `PaymentMethodChoice` to choose a way to pay; the icons of **Foundations › Icons** for a single mark inside another component.',
        ].join('\n\n'),
      },
    },
  },
  component: CardBrands,
  args: { size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    brands: { control: 'check', options: ['visa', 'mastercard', 'amex', 'discover'] },
  },
} satisfies Meta<typeof CardBrands>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four brands of spec §1, in its order, each an image named after the brand. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('label') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const names = within(list)
      .getAllByRole('img')
      .map((image) => image.getAttribute('aria-label'));
    await expect(names).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
    for (const image of within(list).getAllByRole('img')) await expect(image).toBeVisible();
  },
};

export const Playground: Story = {};

/** Small marks, as next to the card number. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const visa = canvas.getByRole('img', { name: 'Visa' });
    await expect(visa.getBoundingClientRect().height).toBe(24);
  },
};

/** Only some brands, e.g. a gateway that takes no American Express. */
export const Subset: Story = {
  args: { brands: ['visa', 'mastercard'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: 'American Express' })).toBeNull();
  },
};

/** In the footer: the marks follow the colours of the band they sit on. */
export const InFooter: Story = {
  decorators: [
    (Story) => (
      <footer className="bg-muted p-4 text-muted-foreground">
        <Story />
      </footer>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: en('label') })).toBeVisible();
  },
};

/** A single mark, named by the caller in the shopper's script. */
export const SingleMark: Story = {
  render: () => <CardBrandMark brand="amex" name="アメリカン・エキスプレス" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'アメリカン・エキスプレス' })).toHaveAttribute('data-brand', 'amex');
  },
};

/** Japanese row name; the row wraps at 320 px rather than overflowing. */
export const JapaneseMobile: Story = {
  args: {
    names: { amex: 'アメリカン・エキスプレス', discover: 'ディスカバー' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'ja' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: storyText(cardBrandsMessages, 'ja')('label') })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'ディスカバー' })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="card-brands"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
