import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { RegistrationSent } from './registration-sent';
import { registrationSentMessages } from './registration-sent.messages';

const en = storyText(registrationSentMessages);
const ja = storyText(registrationSentMessages, 'ja');

const meta = {
  title: 'Account/RegistrationSent',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** In place of the registration form once the shop accepted it: check your e-mail, the address it went to, an optional action.',
          '**Use instead:** `FormMessage` of form parts for a short confirmation inside a form that stays.',
        ].join('\n\n'),
      },
    },
  },
  component: RegistrationSent,
  args: { email: 'camille.martin@example.fr', onAction: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3] } },
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof RegistrationSent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outcome of a registration: the address the link went to, and the action. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('heading', { level: 2, name: en('title') });
    await expect(title).not.toHaveFocus();
    await expect(canvas.getByText(en('message', { email: 'camille.martin@example.fr' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en('action') }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Replacing the form the shopper was in, it takes the focus so its title is read. */
export const FocusOnMount: Story = {
  args: { focusOnMount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: en('title') })).toHaveFocus();
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

/** Japanese on a 320 px phone: the address sits inside the sentence and wraps with it. */
export const Japanese: Story = {
  args: { email: 'camille.martin.voyageuse@un-fournisseur-tres-long.example.jp' },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: ja('title') })).toBeVisible();
    await expect(canvas.getByText(ja('message', { email: 'camille.martin.voyageuse@un-fournisseur-tres-long.example.jp' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: ja('action') })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="registration-sent"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
