import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../stories/story-text';
import { PasswordField } from './password-field';
import { passwordFieldMessages } from './password-field.messages';

const en = storyText(passwordFieldMessages);

/** A hidden password has no role: find it by its label (the required star is not part of the name). */
function passwordInput(canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement }, label: string) {
  return canvas.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
}

const meta = {
  title: 'Components/PasswordField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Every password input, with its show/hide button: login, registration, reset, profile.',
          '**Use instead:** `TextField` for any other text; never a plain text input for a password.',
        ].join('\n\n'),
      },
    },
  },
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    required: true,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <form className="max-w-96" noValidate onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden while typed; the toggle shows it and hides it again, and says which it is by its pressed state. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = passwordInput(canvas, 'Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'correct horse');
    await expect(args.onChange).toHaveBeenCalledTimes(13);

    const toggle = canvas.getByRole('button', { name: en('show') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('type', 'button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = {};

/** A new password: the manager's token, and the policy as the hint. */
export const NewPasswordWithHint: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters' },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas, 'New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters');
  },
};

/** Refused: invalid, the message first in its description, and it stays refused when shown. */
export const WithError: Story = {
  args: { hint: 'At least 8 characters', error: 'Must be at least 8 characters', defaultValue: 'short' },
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas, 'Password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Must be at least 8 characters At least 8 characters');
    await userEvent.click(canvas.getByRole('button', { name: en('show') }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toBeInvalid();
  },
};

/** Disabled: neither the input nor the toggle can be used. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret-secret' },
  play: async ({ canvas }) => {
    await expect(passwordInput(canvas, 'Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: en('show') })).toBeDisabled();
  },
};

/** 320 px in Japanese: the toggle stays inside the box, 44 px square. */
export const Mobile: Story = {
  args: { label: 'パスワード（8文字以上の英数字と記号）', error: 'この項目は必須です' },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: storyText(passwordFieldMessages, 'ja')('show') }).getBoundingClientRect();
    const input = passwordInput(canvas, 'パスワード（8文字以上の英数字と記号）').getBoundingClientRect();
    await expect(toggle.width).toBeGreaterThanOrEqual(44);
    await expect(toggle.right).toBeLessThanOrEqual(input.right + 0.5);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="password-field"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
