import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  expectClosed,
  expectFocusTrapped,
  expectScrollsInside,
  LongDialogContent,
  OpenedFromOutside,
  openWith,
  settled,
} from '../../stories/dialog-story-helpers';
import { expectFitsWithFullWidthButton, passwordInput } from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { LoginForm } from '../login-form/login-form';
import { loginFormMessages } from '../login-form/login-form.messages';
import { emptyLoginValues, filledLoginValues, INVALID_CREDENTIALS, LoginHost } from '../login-form/login-form.story-data';
import { SidePanel } from '../side-panel/side-panel';
import { dialogFrameMessages } from './dialog-frame.messages';
import { Modal, type ModalProps } from './modal';

const dialogFrame = storyText(dialogFrameMessages);
const loginForm = storyText(loginFormMessages);

const newsletterText = <p>Travel tips and offers once a month, in your language. Unsubscribe with one click from any email.</p>;

/** The modal opened by a button outside it, as the storefront's machines drive it (no Radix trigger). */
function ControlledModal({ args, opener }: { args: ModalProps; opener: string }) {
  return (
    <OpenedFromOutside opener={opener} onOpenChange={args.onOpenChange}>
      {(state) => <Modal {...args} trigger={undefined} {...state} />}
    </OpenedFromOutside>
  );
}

const meta = {
  title: 'Components/Modal',
  tags: ['autodocs'],
  component: Modal,
  args: {
    title: 'Get our travel tips',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Newsletter</Button>,
    children: newsletterText,
    size: 'md',
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "**When to use:** A short task or message that needs the shopper's full attention before going back to the page: writing a review, the newsletter, logging in from a page. A bottom sheet on phones, a centred card above.",
          '**Use instead:** `SidePanel` for a longer companion the shopper keeps beside the page (cart, menu, account); `InlineConfirmation` to confirm a removal; the page itself for anything long.',
        ].join('\n\n'),
      },
    },
  },
  decorators: [widthDecorator('p-4')],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed with its trigger: the button opens it, focus moves inside, Escape closes and gives focus back. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = canvas.getByRole('button', { name: 'Newsletter' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Get our travel tips' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await expectClosed(args.onOpenChange, trigger);
  },
};

export const Playground: Story = {};

/** Opened by a button outside the modal (a machine holds `open`): closing still gives focus back to it. */
export const ControlledFromOutside: Story = {
  render: (args) => <ControlledModal args={args} opener="Write a review" />,
  play: async ({ canvas, userEvent, args }) => {
    const { opener, dialog } = await openWith(canvas, userEvent, 'Write a review', 'Get our travel tips');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expectClosed(args.onOpenChange, opener);
  },
};

/** Open: a card centred on the modal layer (250), title and close button first. */
export const Open: Story = {
  args: { defaultOpen: true, description: 'One email a month. No spam.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Get our travel tips' });
    await expect(dialog).toHaveAccessibleDescription('One email a month. No spam.');
    await expect(screen.getByRole('button', { name: dialogFrame('close') })).toHaveFocus();
    await settled(dialog);
    await expect(getComputedStyle(dialog).zIndex).toBe('250');
    const box = dialog.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(2);
    await expect(box.width).toBeLessThan(window.innerWidth);
  },
};

/** A click on the dimmed page closes it (spec §4: not persistent) and gives focus back to the opener. */
export const OverlayClickCloses: Story = {
  render: (args) => <ControlledModal args={args} opener="Newsletter" />,
  play: async ({ canvas, userEvent, args }) => {
    const { opener } = await openWith(canvas, userEvent, 'Newsletter', 'Get our travel tips');
    const overlay = document.querySelector<HTMLElement>('[data-slot="modal-overlay"]');
    await expect(overlay).not.toBeNull();
    // Aim at the top-left corner, which neither the centred card nor the phone sheet covers.
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay ?? document.body, coords: { clientX: 10, clientY: 10 } });
    await expectClosed(args.onOpenChange, opener);
  },
};

/** The × button (named "Close" in the page's language) closes it. */
export const CloseButtonCloses: Story = {
  render: (args) => <ControlledModal args={args} opener="Newsletter" />,
  play: async ({ canvas, userEvent, args }) => {
    const { opener } = await openWith(canvas, userEvent, 'Newsletter', 'Get our travel tips');
    await userEvent.click(screen.getByRole('button', { name: dialogFrame('close') }));
    await expectClosed(args.onOpenChange, opener);
  },
};

/** Tab and Shift+Tab cycle inside the open modal; the page behind is unreachable. */
export const FocusTrap: Story = {
  args: { defaultOpen: true, footer: <Button className="w-full">Subscribe</Button> },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Get our travel tips' });
    await expectFocusTrapped(userEvent, screen.getByRole('button', { name: 'Subscribe' }));
  },
};

/** Taller than the viewport: the body scrolls inside, the title and × stay in view, the footer too. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms of the offer',
    size: 'lg',
    footer: <Button className="w-full">I understand</Button>,
    children: (
      <LongDialogContent
        paragraph={(clause) => `Clause ${clause}: the plan starts counting when the eSIM is downloaded or first connects to a network.`}
        linkLabel="Full terms"
      />
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms of the offer' });
    await settled(dialog);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Tabbing to the link at the end scrolls the body, not the page; the title and the footer stay visible.
    await expectScrollsInside(userEvent, { slot: 'modal', title: 'Terms of the offer', linkLabel: 'Full terms' });
    await expect(screen.getByRole('button', { name: 'I understand' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
  },
};

/** Below 768 px: a full-width sheet against the bottom edge. */
export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Get our travel tips' });
    await settled(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(box.top).toBeGreaterThan(0);
  },
};

/** Opened from an open side panel (login asked for in the account panel): the modal is on top and takes the focus. */
export const AboveSidePanel: Story = {
  render: function ModalOverPanel(args) {
    const [open, setOpen] = useState(false);
    return (
      <SidePanel title="Your account" defaultOpen>
        <Button onClick={() => setOpen(true)}>Newsletter</Button>
        <Modal {...args} trigger={undefined} open={open} onOpenChange={setOpen} />
      </SidePanel>
    );
  },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Your account' });
    const opener = screen.getByRole('button', { name: 'Newsletter' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Get our travel tips' });
    await settled(dialog);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const box = dialog.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(dialog).toContainElement(hit as HTMLElement);
    const panel = document.querySelector<HTMLElement>('[data-slot="side-panel-content"]');
    await expect(Number(getComputedStyle(dialog).zIndex)).toBeGreaterThan(Number(getComputedStyle(panel ?? dialog).zIndex));

    // Escape closes the modal only; the panel stays and its button has the focus again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get our travel tips' })).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Your account' })).toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

const loginSubmitted = fn();

/** The login modal, open on its own (no trigger), titled as the login form's button. */
const openLoginModalArgs = { title: loginForm('submit'), size: 'sm', defaultOpen: true, trigger: undefined } as const;

/**
 * Spec §2: the login modal hosts the same `LoginForm` as the login side panel.
 * Typing and submitting reports the credentials; the form stays in the modal while logging in.
 */
export const LoginModal: Story = {
  args: {
    ...openLoginModalArgs,
    children: (
      <LoginHost
        args={{
          values: emptyLoginValues,
          onFieldChange: fn(),
          onSubmit: fn(),
          onForgotPassword: fn(),
        }}
        initialValues={emptyLoginValues}
        onValidSubmit={loginSubmitted}
      />
    ),
  },
  play: async ({ userEvent }) => {
    loginSubmitted.mockClear();
    const dialog = await screen.findByRole('dialog', { name: loginForm('submit') });
    await userEvent.type(screen.getByRole('textbox', { name: loginForm('email') }), 'jordan.lee@example.com');
    await userEvent.type(passwordInput(screen), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: loginForm('submit') }));
    await waitFor(() => expect(loginSubmitted).toHaveBeenCalledOnce());
    await expect(loginSubmitted).toHaveBeenCalledWith({
      email: 'jordan.lee@example.com',
      password: 'correct horse battery',
      remember: false,
    });
    await expect(dialog).toBeVisible();
  },
};

/** The shop refused the credentials (spec §8 306): the message is shown and announced inside the modal. */
export const LoginModalInvalidCredentials: Story = {
  args: {
    ...openLoginModalArgs,
    children: (
      <LoginForm values={filledLoginValues} formError={INVALID_CREDENTIALS} onFieldChange={fn()} onSubmit={fn()} onForgotPassword={fn()} />
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: loginForm('submit') });
    const alert = await screen.findByRole('alert');
    await expect(dialog).toContainElement(alert);
    await expect(alert).toHaveTextContent(INVALID_CREDENTIALS);
    await expect(screen.getByRole('textbox', { name: loginForm('email') })).toHaveValue('jordan.lee@example.com');
  },
};

/** The login modal on a 320 px phone: the form fits the sheet, its button full width. */
export const LoginModalPhone: Story = {
  ...LoginModal,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: loginForm('submit') });
    await settled(dialog);
    await expectFitsWithFullWidthButton(dialog, 'login-form', loginForm('submit'));
  },
};
