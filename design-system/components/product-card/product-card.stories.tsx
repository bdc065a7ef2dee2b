import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { routerLinkStory } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { priceMessages } from '../price/price.messages';
import { ProductCard } from './product-card';

const ja = storyText(priceMessages, 'ja');
const price = storyText(priceMessages);

const meta = {
  title: 'Catalog/ProductCard',
  tags: ['autodocs'],
  component: ProductCard,
  args: {
    title: 'France',
    flagCode: 'fr',
    href: '/en/esim-france.html',
    price: { amount: 450, currency: 'EUR' },
  },
  argTypes: {
    renderLink: { control: false },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** A destination's plan in a grid (home page, listings, search results): flag, name, starting price, the whole card one link to the product page.",
          '**Use instead:** `DestinationList` for every destination as compact rows; `BlogCard` for an article; `CartLine` once the plan is in the cart.',
        ].join('\n\n'),
      },
    },
  },
  // A single card is shown at a typical grid-cell width; the Grid story opts out.
  decorators: [widthDecorator('max-w-sm')],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link per card, named by the destination only; the price is a starting price, VAT excluded. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('France');
    await expect(links[0]).toHaveAttribute('href', '/en/esim-france.html');
    await expect(canvas.getByRole('heading', { level: 3, name: 'France' })).toBeVisible();
    await expect(canvas.getByText('€4.50')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      `${price('startingPrice', { price: '' }).trim()}€4.50${price('taxNote')}`,
    );
  },
};

export const Playground: Story = {};

/** The link covers the whole card: a press on the price or the flag lands on the link. */
export const WholeCardClickable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'France' });
    for (const part of [canvas.getByText('€4.50'), canvasElement.querySelector('[data-slot="flag"]')]) {
      const box = part?.getBoundingClientRect();
      if (box === undefined) throw new Error('card part not rendered');
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit).toBe(link);
    }
  },
};

/** The storefront passes React Router's Link through `renderLink`; here a spy stands in for it. */
export const CustomLinkComponent: Story = routerLinkStory('/en/esim-france.html', 'France');

export const Discounted: Story = {
  args: {
    title: 'Japan',
    flagCode: 'jp',
    href: '/en/esim-japan.html',
    price: { amount: 599, regularAmount: 799, currency: 'EUR' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('€7.99');
  },
};

export const Regional: Story = {
  args: {
    title: 'Europe',
    flagCode: 'eu',
    href: '/en/esim-europe.html',
    subtitle: '39 countries',
    price: { amount: 900, currency: 'EUR' },
  },
};

/** Long names wrap to two lines, then end with an ellipsis; the full name stays the link's accessible name. */
export const LongTitle: Story = {
  args: {
    title: 'Bosnia and Herzegovina',
    flagCode: 'ba',
    href: '/en/esim-bosnia-and-herzegovina.html',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Bosnia and Herzegovina' })).toBeVisible();
    const card = canvasElement.querySelector('[data-slot="product-card"]');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const Japanese: Story = {
  args: {
    title: '日本',
    flagCode: 'jp',
    href: '/ja/esim-japan.html',
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ja('taxNote'))).toBeVisible();
    await expect(canvas.getByText('€4.50')).toBeVisible();
  },
};

/** Cards in a responsive grid: one column at 320 px, more from mobileWide and tablet up. */
export const Grid: Story = {
  parameters: { constrainWidth: false },
  render: (args) => (
    <ul className="grid grid-cols-1 gap-3 mobileWide:grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-4">
      {[
        { title: 'France', flagCode: 'fr', amount: 450 },
        { title: 'Japan', flagCode: 'jp', amount: 599 },
        { title: 'United States', flagCode: 'us', amount: 500 },
        { title: 'Europe', flagCode: 'eu', amount: 900 },
      ].map((destination) => (
        <li key={destination.flagCode}>
          <ProductCard
            {...args}
            title={destination.title}
            flagCode={destination.flagCode}
            href={`/en/esim-${destination.flagCode}.html`}
            price={{ ...args.price, amount: destination.amount }}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};
