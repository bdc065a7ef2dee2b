import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Any one-line text a form asks for (names, e-mail, city, postcode), with label, hint and error.',
          "**Use instead:** `PasswordField` for passwords; `SelectField` for a choice from a list; `CouponField` for coupons; the card gateway's fields (`CardForm`) for card numbers.",
        ].join('\n\n'),
      },
    },
  },
  component: TextField,
  args: {
    label: 'City',
    name: 'city',
    autoComplete: 'address-level2',
    required: false,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url', 'search', 'password'] },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-96')],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input: typing reports each change, leaving it reports the blur. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toHaveAttribute('autocomplete', 'address-level2');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Paris');
    await expect(input).toHaveValue('Paris');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** A hint under the input is part of its description. */
export const WithHint: Story = {
  args: { label: 'Zip code', name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', hint: 'e.g. 75008' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Zip code' });
    await expect(input).toHaveAccessibleDescription('e.g. 75008');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByText('e.g. 75008')).toBeVisible();
  },
};

/** The message is shown, the input is invalid and describes itself with the message first, then the hint. */
export const WithError: Story = {
  args: {
    label: 'Zip code',
    name: 'postcode',
    autoComplete: 'postal-code',
    required: true,
    hint: 'e.g. 75008',
    error: 'This field is required',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Zip code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required e.g. 75008');
    await expect(canvas.getByText('This field is required')).toBeVisible();
    // Red border, never colour alone: the message and its icon say it too.
    await expect(getComputedStyle(input).borderColor).toBe('rgb(180, 35, 24)');
  },
};

/** Required: a star after the label (not part of the name), and the input is required for assistive tech. */
export const Required: Story = {
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Disabled: greyed, skipped by Tab, and typing does nothing. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Paris' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Paris');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Filled by the shopper (or autofill). */
export const Filled: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    defaultValue: 'jordan.lee@example.com',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jordan.lee@example.com');
  },
};

/** Long Japanese label, hint and message wrap at 320 px instead of overflowing. */
export const JapaneseMobile: Story = {
  args: {
    label: 'ご請求先住所（番地・建物名・部屋番号まで正確にご入力ください）',
    name: 'address1',
    autoComplete: 'address-line1',
    required: true,
    hint: '例：東京都千代田区丸の内一丁目一番一号 丸の内パークビルディング二十階',
    error: 'この項目は必須です。ご請求先の住所を入力してから次へお進みください。',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'ご請求先住所（番地・建物名・部屋番号まで正確にご入力ください）' })).toBeInvalid();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="text-field"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
