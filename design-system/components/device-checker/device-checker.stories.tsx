import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { DeviceChecker } from './device-checker';
import type { DeviceBrand } from './device-checker.logic';
import { deviceCheckerMessages } from './device-checker.messages';

const en = storyText(deviceCheckerMessages);
const de = storyText(deviceCheckerMessages, 'de');

const brands: DeviceBrand[] = [
  { name: 'Apple', models: ['iPhone 15', 'iPhone 15 Pro', 'iPhone SE (2022)', 'iPad Pro 12.9'] },
  { name: 'Samsung', models: ['Galaxy S23', 'Galaxy S23+', 'Galaxy Z Fold5'] },
  { name: 'Google', models: ['Pixel 8', 'Pixel 8 Pro'] },
  { name: 'Huawei', models: ['P40'] },
];

const meta = {
  title: 'Content/DeviceChecker',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** "Is my phone compatible?": searching the phones that take an eSIM by brand or model, with a verdict.',
          "**Use instead:** `SearchBar` to search the shop's destinations; `SelectField` for a plain choice in a form.",
        ].join('\n\n'),
      },
    },
  },
  component: DeviceChecker,
  args: { brands, onQueryChange: fn(), headingLevel: 3 },
  argTypes: {
    brands: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [widthDecorator('max-w-3xl')],
} satisfies Meta<typeof DeviceChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything listed by brand; typing narrows the lists and the count is announced. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('10 compatible models');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Apple',
      'Samsung',
      'Google',
      'Huawei',
    ]);

    await userEvent.type(canvas.getByRole('searchbox', { name: en('searchLabel') }), 'galaxy');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 compatible models');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Samsung']);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ term: 'galaxy', brand: '' });
  },
};

export const Playground: Story = {};

/** Case, accents and word order do not matter; every word must match. */
export const SearchByWords: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: en('searchLabel') });
    await userEvent.type(search, 'PRÓ apple');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 compatible models');
    const apple = canvas.getByRole('region', { name: 'Apple' });
    await expect(
      within(apple)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['iPhone 15 Pro', 'iPad Pro 12.9']);
  },
};

/** A single model left: a clear verdict. */
export const Compatible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: en('searchLabel') }), 'pixel 8 pro');
    await expect(canvas.getByRole('status')).toHaveTextContent(en('compatible', { model: 'Pixel 8 Pro' }));
    await expect(canvas.getByRole('region', { name: 'Google' })).toHaveTextContent('Pixel 8 Pro');
  },
};

export const NoMatch: Story = {
  args: { defaultTerm: 'nokia 3310' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('noMatch', { term: 'nokia 3310' }));
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();

    // Clearing the search lists everything again.
    await userEvent.clear(canvas.getByRole('searchbox', { name: en('searchLabel') }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 compatible models');
  },
};

/** The brand select keeps one brand; the search then works inside it. */
export const ByBrand: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('brand') }), 'Google');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 compatible models');
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Google']);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ term: '', brand: 'Google' });

    await userEvent.type(canvas.getByRole('searchbox', { name: en('searchLabel') }), 'iphone');
    await expect(canvas.getByRole('status')).toHaveTextContent(en('noMatch', { term: 'iphone' }));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('brand') }), en('allBrands'));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 compatible models');
  },
};

/** Opened with a search already made (e.g. from the URL). */
export const Prefilled: Story = {
  args: { defaultTerm: 'iphone15', defaultBrand: 'Apple' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: en('searchLabel') })).toHaveValue('iphone15');
    await expect(canvas.getByRole('combobox', { name: en('brand') })).toHaveValue('Apple');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 compatible models');
  },
};

/** At 320 px the fields stack and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    const brand = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(brand.top).toBeGreaterThan(search.bottom);
    const root = canvasElement.querySelector('[data-slot="device-checker"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

/** German at 320 px: the long label, hint and verdict wrap; the count is German's plural. */
export const GermanMobile: Story = {
  args: { defaultTerm: 'pixel 8 pro' },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(de('compatible', { model: 'Pixel 8 Pro' }));
    const search = canvas.getByRole('searchbox', { name: de('searchLabel') });
    await expect(search).toHaveAccessibleDescription(de('hint'));
    await userEvent.clear(search);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 kompatible Modelle');
    await expect(canvas.getByRole('combobox', { name: de('brand') })).toHaveDisplayValue(de('allBrands'));
    const root = canvasElement.querySelector('[data-slot="device-checker"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
