import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { SelectField } from './select-field';

const countries = [
  { value: 'AT', label: 'Austria' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'JP', label: 'Japan' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'US', label: 'United States' },
];

const meta = {
  title: 'Components/SelectField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Choosing one value from a list in a form (country, state), with label, hint and error: the phone opens its own picker.',
          "**Use instead:** Radios when there are few options the shopper should see at once (`PaymentMethodChoice`, the title of form parts); `SortSelect` for a listing's order; `LanguageSwitcher` for the shop's language.",
        ].join('\n\n'),
      },
    },
  },
  component: SelectField,
  args: {
    label: 'Country',
    name: 'countryCode',
    autoComplete: 'country',
    options: countries,
    placeholder: 'Select a country',
    required: true,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-96')],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows and cannot be chosen back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Select a country');
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('autocomplete', 'country');
    await expect(canvas.getByRole('option', { name: 'Select a country' })).toBeDisabled();
    await expect(canvas.getAllByRole('option')).toHaveLength(countries.length + 1);
  },
};

export const Playground: Story = {};

/** Choosing reports the code; leaving reports the blur. */
export const Choose: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('');
    return (
      <SelectField
        {...args}
        value={value}
        onChange={(event) => {
          args.onChange?.(event);
          setValue(event.target.value);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'France');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(select).toHaveValue('FR');
    await expect(select).toHaveDisplayValue('France');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

/** The state of a US address. */
export const Filled: Story = {
  args: {
    label: 'State',
    name: 'state',
    autoComplete: 'address-level1',
    placeholder: 'Select a state',
    options: [
      { value: 'CA', label: 'California' },
      { value: 'NV', label: 'Nevada' },
    ],
    value: 'CA',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveValue('CA');
    await expect(select).toHaveDisplayValue('California');
  },
};

export const WithHint: Story = {
  args: { hint: 'Where your card is registered.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Where your card is registered.');
  },
};

export const WithError: Story = {
  args: { value: '', error: 'This field is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'US' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('United States');
  },
};

/** Without a placeholder the first option is chosen from the start. */
export const NoPlaceholder: Story = {
  args: { placeholder: undefined, required: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('AT');
  },
};

/** Long country names of a Japanese list and a long label wrap or truncate inside 320 px. */
export const JapaneseMobile: Story = {
  args: {
    label: '国・地域（ご請求先として登録されている国）',
    placeholder: '国または地域を選択してください',
    options: [
      { value: 'GB', label: 'グレートブリテン及び北アイルランド連合王国' },
      { value: 'JP', label: '日本' },
      { value: 'US', label: 'アメリカ合衆国' },
    ],
    error: 'この項目は必須です',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: '国・地域（ご請求先として登録されている国）' })).toHaveAccessibleDescription(
      'この項目は必須です',
    );
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="select-field"]');
    const select = canvas.getByRole('combobox');
    await expect(select.scrollWidth).toBeLessThanOrEqual(select.clientWidth);
    // The label's lines end inside the field. Not its scrollWidth: at a line's end Chromium trims
    // the blank half of a full-width closing bracket (text-spacing-trim), which scrollWidth still
    // counts (5 px here), so a line may reach half an em past the edge without anything showing.
    const label = canvas.getByText('国・地域（ご請求先として登録されている国）');
    const lines = document.createRange();
    lines.selectNodeContents(label);
    const halfEm = parseFloat(getComputedStyle(label).fontSize) / 2;
    const fieldRight = root?.getBoundingClientRect().right ?? 0;
    for (const line of lines.getClientRects()) await expect(line.right).toBeLessThanOrEqual(fieldRight + halfEm);
  },
};
