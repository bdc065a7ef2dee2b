import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { SortSelect } from './sort-select';
import { sortSelectMessages } from './sort-select.messages';

const ja = storyText(sortSelectMessages, 'ja');
const de = storyText(sortSelectMessages, 'de');
const en = storyText(sortSelectMessages);

const sortOptions = [
  { value: 'latest', label: 'Latest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
];

const meta = {
  title: 'Catalog/SortSelect',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Changing the order of a listing (price, name…), above the plans.',
          '**Use instead:** `FacetList` to filter; `SelectField` for a choice in a form.',
        ].join('\n\n'),
      },
    },
  },
  component: SortSelect,
  args: { options: sortOptions, value: 'latest', onChange: fn() },
  decorators: [widthDecorator('max-w-xs')],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled native select holding the listing's sort (spec §9: latest by default). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: en('label') });
    await expect(select).toHaveValue('latest');
    await expect(select).toHaveAttribute('name', 'sort');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(sortOptions.map((option) => option.label));
  },
};

export const Playground: Story = {};

/** Choosing an order reports its value; the owner updates the URL and passes it back. */
export const ChangeOrder: Story = {
  render: function ControlledSort(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: en('label') });
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onChange).toHaveBeenCalledWith('price-asc');
    await expect(select).toHaveValue('price-asc');
    await expect(canvas.getByRole('option', { name: 'Price: low to high' })).toHaveProperty('selected', true);
  },
};

export const PriceDescending: Story = {
  args: { value: 'price-desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: en('label') })).toHaveDisplayValue('Price: high to low');
  },
};

/** In a tight toolbar the label is for screen readers only; the select keeps its name. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: en('label') })).toBeVisible();
    await expect(canvas.getByText(en('label'))).toHaveClass('sr-only');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    options: [
      { value: 'latest', label: '新着順' },
      { value: 'price-asc', label: '価格の安い順' },
      { value: 'price-desc', label: '価格の高い順' },
      { value: 'name', label: '名前順' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: ja('label') })).toHaveDisplayValue('新着順');
  },
};

/** 320 px in German: the label and the longest order fit beside each other without overflowing. */
export const German: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: {
    options: [
      { value: 'latest', label: 'Neueste' },
      { value: 'price-asc', label: 'Preis: aufsteigend' },
      { value: 'price-desc', label: 'Preis: absteigend' },
    ],
    value: 'price-asc',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: de('label') })).toHaveDisplayValue('Preis: aufsteigend');
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="sort-select"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
