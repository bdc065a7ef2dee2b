import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { priceMessages } from '../price/price.messages';
import { VariantPicker } from './variant-picker';
import type { PlanVariant } from './variant-picker.logic';
import { variantPickerMessages } from './variant-picker.messages';

const en = storyText(variantPickerMessages);
const ja = storyText(variantPickerMessages, 'ja');
const de = storyText(variantPickerMessages, 'de');
const price = storyText(priceMessages);

function planVariant(data: string, duration: string, price: number, regularPrice?: number): PlanVariant {
  const dataCode = data.replace(/\s/g, '').toLowerCase();
  const durationCode = duration.replace(/\s/g, '').toLowerCase();
  return {
    id: `${dataCode}-${durationCode}`,
    data: { code: dataCode, label: data },
    duration: { code: durationCode, label: duration },
    price,
    ...(regularPrice === undefined ? {} : { regularPrice }),
  };
}

/** A sparse catalogue in backend order (not sorted), like a real destination's plans. */
const franceVariants: PlanVariant[] = [
  planVariant('10 GB', '30 days', 2500),
  planVariant('3 GB', '7 days', 900),
  planVariant('1 GB', '7 days', 450),
  planVariant('3 GB', '30 days', 1200),
  planVariant('20 GB', '30 days', 3900, 4500),
  planVariant('5 GB', '15 days', 1500),
  planVariant('5 GB', '30 days', 1800),
];

const meta = {
  title: 'Catalog/VariantPicker',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** Choosing a plan's data amount and duration on its product page, as two groups of options.",
          '**Use instead:** `QuantityStepper` for how many; `SelectField` for choices in a form.',
        ].join('\n\n'),
      },
    },
  },
  component: VariantPicker,
  args: {
    variants: franceVariants,
    currency: 'EUR',
    onChange: fn(),
  },
  argTypes: {
    variants: { control: 'object' },
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
  },
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const radioLabels = (group: HTMLElement) => [...group.querySelectorAll('label')].map((label) => label.textContent);

/** Labels of one group marked as not combining with the other axis's current value. */
const nonCombiningLabels = (group: HTMLElement) =>
  [...group.querySelectorAll('label[data-combines="false"]')].map((label) => label.textContent);

const HINT = en('changesOtherAxis');

/** Nothing chosen yet: the first choice picks the smallest matching plan and shows its price. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText(price('taxNote'))).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: '3 GB' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('3gb-7days');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(canvas.getByText('€9.00')).toBeVisible();
    await expect(canvas.getByText(price('taxNote'))).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: '30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('3gb-30days');
    await expect(canvas.getByText('€12.00')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { defaultValue: '3gb-7days' },
};

/** Options come sorted by their leading number, whatever the backend order. */
export const SortedOptions: Story = {
  play: async ({ canvas }) => {
    await expect(radioLabels(canvas.getByRole('group', { name: en('data') }))).toEqual(['1 GB', '3 GB', '5 GB', '10 GB', '20 GB']);
    await expect(radioLabels(canvas.getByRole('group', { name: en('duration') }))).toEqual(['7 days', '15 days', '30 days']);
  },
};

export const PreselectedVariant: Story = {
  args: { defaultValue: '10gb-30days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '10 GB' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
    await expect(canvas.getByText('€25.00')).toBeVisible();
    // 10 GB exists only for 30 days: the other durations are marked, yet still selectable.
    for (const name of ['7 days', '15 days']) {
      await expect(canvas.getByRole('radio', { name })).toBeEnabled();
      await expect(canvas.getByRole('radio', { name })).toHaveAccessibleDescription(HINT);
    }
    await expect(canvas.getByRole('radio', { name: '30 days' })).not.toHaveAccessibleDescription();
  },
};

/**
 * 1 GB exists only for 7 days, so 15 and 30 days are marked (dashed, muted,
 * described as changing the other choice) but never disabled. Choosing
 * 30 days moves the data amount to the smallest one sold for 30 days.
 */
export const NonCombiningOption: Story = {
  args: { defaultValue: '1gb-7days' },
  play: async ({ canvas, userEvent, args }) => {
    const dataGroup = canvas.getByRole('group', { name: en('data') });
    const durationGroup = canvas.getByRole('group', { name: en('duration') });
    await expect(nonCombiningLabels(durationGroup)).toEqual(['15 days', '30 days']);
    await expect(nonCombiningLabels(dataGroup)).toEqual(['5 GB', '10 GB', '20 GB']);
    await expect(canvas.getByText('€4.50')).toBeVisible();
    // Marked by shape, not colour alone, and not struck through: it is not unavailable.
    const markedLabel = getComputedStyle(canvas.getByText('30 days'));
    await expect(markedLabel.borderStyle).toBe('dashed');
    await expect(markedLabel.textDecorationLine).toBe('none');
    await expect(getComputedStyle(canvas.getByText('7 days')).borderStyle).toBe('solid');

    const thirtyDays = canvas.getByRole('radio', { name: '30 days' });
    await expect(thirtyDays).toBeEnabled();
    await expect(thirtyDays).toHaveAccessibleDescription(HINT);
    await userEvent.click(thirtyDays);

    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('3gb-30days');
    await expect(thirtyDays).toBeChecked();
    // The data amount moved from 1 GB to 3 GB, the smallest sold for 30 days.
    await expect(canvas.getByRole('radio', { name: '3 GB' })).toBeChecked();
    await expect(canvas.getByText('€12.00')).toBeVisible();
    await expect(canvas.queryByText('€4.50')).toBeNull();

    // The marks follow the new choices: each is relative to the other axis's current value.
    await expect(nonCombiningLabels(durationGroup)).toEqual(['15 days']);
    await expect(nonCombiningLabels(dataGroup)).toEqual(['1 GB']);
    await expect(thirtyDays).not.toHaveAccessibleDescription();

    // Same the other way: 20 GB is only sold for 30 days, which is kept.
    await userEvent.click(canvas.getByRole('radio', { name: '20 GB' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('20gb-30days');
    await expect(thirtyDays).toBeChecked();
  },
};

/** A non-combining data amount moves the duration to the shortest one it is sold for. */
export const NonCombiningDataAmount: Story = {
  args: { defaultValue: '3gb-7days' },
  play: async ({ canvas, userEvent, args }) => {
    const fiveGb = canvas.getByRole('radio', { name: '5 GB' });
    await expect(fiveGb).toHaveAccessibleDescription(HINT);
    await userEvent.click(fiveGb);
    await expect(args.onChange).toHaveBeenLastCalledWith('5gb-15days');
    await expect(canvas.getByRole('radio', { name: '15 days' })).toBeChecked();
    await expect(canvas.getByText('€15.00')).toBeVisible();
  },
};

/**
 * Tab enters each group on its checked option; arrow keys select the next
 * option, non-combining ones included, moving the other axis when needed.
 */
export const KeyboardNavigation: Story = {
  args: { defaultValue: '3gb-7days' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 GB' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 GB' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('5gb-15days');

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '15 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('5gb-30days');
    await expect(canvas.getByText('€18.00')).toBeVisible();

    // 5 GB is not sold for 7 days: arrowing onto it moves the data amount to 1 GB.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '7 days' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1gb-7days');
    await expect(canvas.getByRole('radio', { name: '1 GB' })).toBeChecked();
    await expect(canvas.getByText('€4.50')).toBeVisible();
  },
};

export const DiscountedVariant: Story = {
  args: { defaultValue: '20gb-30days' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('€45.00');
  },
};

/** The parent owns the selection (the product page keeps it in the URL). */
export const Controlled: Story = {
  render: function ControlledPicker(args) {
    const [variantId, setVariantId] = useState('5gb-30days');
    return (
      <VariantPicker
        {...args}
        value={variantId}
        onChange={(nextId) => {
          args.onChange?.(nextId);
          setVariantId(nextId);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '20 GB' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('20gb-30days');
    await expect(canvas.getByRole('radio', { name: '20 GB' })).toBeChecked();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    defaultValue: '3gb-7days',
    variants: franceVariants.map((variant) => ({
      ...variant,
      duration: { ...variant.duration, label: variant.duration.label.replace(' days', '日間') },
    })),
  },
  play: async ({ canvas }) => {
    await expect(radioLabels(canvas.getByRole('group', { name: ja('duration') }))).toEqual(['7日間', '15日間', '30日間']);
  },
};

/** 320 px in German: the legends, the hint and the price with its note stay inside the screen. */
export const German: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: {
    defaultValue: '1gb-7days',
    variants: franceVariants.map((variant) => ({
      ...variant,
      duration: { ...variant.duration, label: variant.duration.label.replace(' days', ' Tage') },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: de('data') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '30 Tage' })).toHaveAccessibleDescription(de('changesOtherAxis'));
    await expect(canvas.getByText('zzgl. MwSt.')).toBeVisible();
    const picker = canvasElement.querySelector('[data-slot="variant-picker"]');
    await expect(picker?.scrollWidth).toBeLessThanOrEqual(picker?.clientWidth ?? 0);
  },
};

/** Chips wrap at 320 px; nothing overflows sideways. */
export const Mobile: Story = {
  args: { defaultValue: '3gb-7days' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const picker = canvasElement.querySelector('[data-slot="variant-picker"]');
    await expect(picker?.scrollWidth).toBeLessThanOrEqual(picker?.clientWidth ?? 0);
  },
};
