import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RegistrationSent, type RegistrationSentLabels } from './registration-sent';

const labels: RegistrationSentLabels = {
  title: 'Check your email to activate your account',
  message: (email) => `We sent an activation link to ${email}.`,
  help: 'No email after a few minutes? Look in your spam folder.',
  action: 'Back to login',
};

const meta = {
  title: 'Components/RegistrationSent',
  tags: ['autodocs'],
  component: RegistrationSent,
  args: { email: 'camille.martin@example.fr', labels, onAction: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3] }, labels: { control: false } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegistrationSent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outcome of a registration: the address the link went to, and the action. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'Check your email to activate your account' });
    await expect(title).not.toHaveFocus();
    await expect(canvas.getByText('We sent an activation link to camille.martin@example.fr.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Replacing the form the shopper was in, it takes the focus so its title is read. */
export const FocusOnMount: Story = {
  args: { focusOnMount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Check your email to activate your account' })).toHaveFocus();
  },
};

/** Without an action: text only. */
export const WithoutAction: Story = {
  args: { onAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 320 px with a very long address: it wraps. */
export const Mobile: Story = {
  args: { email: 'camille.martin.voyageuse.au.long.cours@un-fournisseur-de-messagerie-tres-long.example.fr' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="registration-sent"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
