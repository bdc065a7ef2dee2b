import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, within } from 'storybook/test';

import { expectBusyButton } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { SidePanel } from '../side-panel/side-panel';
import { AccountPanel } from './account-panel';
import { accountPanelMessages } from './account-panel.messages';

const en = storyText(accountPanelMessages);
const ja = storyText(accountPanelMessages, 'ja');
const de = storyText(accountPanelMessages, 'de');

const meta = {
  title: 'Account/AccountPanel',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The body of the account side panel opened by the header's account button: an invitation to log in or register, or the greeting, the account links, contact and log out.",
          "**Use instead:** `AccountNav` on the account's own pages; `LoginForm` where the shopper logs in.",
        ].join('\n\n'),
      },
    },
  },
  component: AccountPanel,
  args: {
    customer: { firstName: 'Jordan' },
    onLogin: fn(),
    onRegister: fn(),
    links: {
      orders: '/en/MyAccount/OrderHistory',
      personalInformation: '/en/MyAccount/MyProfile',
      billingDetails: '/en/MyAccount/BillingDetails',
      newsletter: '/en/MyAccount/MyNewsletter',
    },
    contact: {
      phone: '+33 1 86 95 12 40',
      phoneHref: 'tel:+33186951240',
      email: 'support@esim-shop.example',
      emailHref: 'mailto:support@esim-shop.example',
    },
    onChat: fn(),
    chatLoading: false,
    onLogout: fn(),
    loggingOut: false,
    logoutFailed: false,
  },
  argTypes: {
    renderLink: { control: false },
  },
  // The account panel's body lives in the side panel: 24 rem from the tablet breakpoint.
  decorators: [preventNavigation, widthDecorator('w-96 max-w-full')],
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: the greeting, the four account links, contact, log out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: en('hello', { name: 'Jordan' }) })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: en('accountLinks') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      en('orders'),
      en('personalInformation'),
      en('billingDetails'),
      en('newsletter'),
    ]);
    await expect(within(nav).getByRole('link', { name: en('orders') })).toHaveAttribute('href', '/en/MyAccount/OrderHistory');
    await expect(canvas.getByRole('button', { name: en('logout') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('login') })).toBeNull();
  },
};

export const Playground: Story = {};

/** Logged out: an invitation, log in and register; contact stays; no log out. */
export const LoggedOut: Story = {
  args: { customer: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(en('loggedOutIntro'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: en('accountLinks') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en('logout') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('login') }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: en('register') }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('region', { name: en('contactHeading') })).toBeVisible();
  },
};

/** Contact by phone, email or chat: the phone and email are real links; chat asks to open the widget. */
export const Contact: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const contact = canvas.getByRole('region', { name: en('contactHeading') });
    await expect(within(contact).getByRole('link', { name: new RegExp(en('phone')) })).toHaveAttribute('href', 'tel:+33186951240');
    await expect(within(contact).getByText('+33 1 86 95 12 40')).toBeVisible();
    await expect(within(contact).getByRole('link', { name: new RegExp(en('email')) })).toHaveAttribute(
      'href',
      'mailto:support@esim-shop.example',
    );
    await userEvent.click(within(contact).getByRole('button', { name: en('chat') }));
    await expect(args.onChat).toHaveBeenCalledOnce();
  },
};

/** The chat widget is loading (spec §4): the choice shows a spinner and ignores presses. */
export const ChatLoading: Story = {
  args: { chatLoading: true },
  play: async ({ canvas, args, userEvent }) => {
    const chat = canvas.getByRole('button', { name: en('chat') });
    await expect(chat).toHaveAttribute('aria-busy', 'true');
    await expect(chat.querySelector('[data-slot="spinner"]')).toBeVisible();
    await userEvent.click(chat);
    await expect(args.onChat).not.toHaveBeenCalled();
  },
};

/** Without a chat handler there is no chat choice. */
export const WithoutChat: Story = {
  args: { onChat: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: en('chat') })).toBeNull();
    await expect(canvas.getByRole('link', { name: new RegExp(en('phone')) })).toBeVisible();
  },
};

/** Log out asks once. */
export const Logout: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Logging out: busy, presses ignored, the spinner after the loader delay. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvas, args, userEvent }) => {
    await expectBusyButton(canvas.getByRole('button', { name: en('logout') }), userEvent, args.onLogout);
  },
};

/** Logging out failed: announced under the button. */
export const LogoutFailed: Story = {
  args: { logoutFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('logoutFailed'));
  },
};

/** Inside the side panel on a 320 px phone: the panel's title is the h2, this body's headings h3; nothing overflows. */
export const InSidePanelMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <SidePanel open title="My account">
        <Story />
      </SidePanel>
    ),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'My account' });
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { level: 3, name: en('hello', { name: 'Jordan' }) })).toBeVisible();
    const body = dialog.querySelector('[data-slot="account-panel"]') as HTMLElement;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  },
};

/** Logging in elsewhere turns the invitation into the greeting. */
export const LogsIn: Story = {
  args: { customer: null },
  render: function LoggingIn(args: ComponentProps<typeof AccountPanel>) {
    const [customer, setCustomer] = useState(args.customer);
    return <AccountPanel {...args} customer={customer} onLogin={() => setCustomer({ firstName: 'Jordan' })} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('login') }));
    await expect(canvas.getByRole('heading', { name: en('hello', { name: 'Jordan' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en('logout') })).toBeVisible();
  },
};

/** Japanese, logged in: the greeting puts the name inside the sentence, the links are in Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: ja('hello', { name: 'Jordan' }) })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: ja('accountLinks') });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([ja('orders'), ja('personalInformation'), ja('billingDetails'), ja('newsletter')]);
  },
};

/** German, logged out, on a 320 px phone: the long invitation and buttons wrap, nothing overflows. */
export const GermanLoggedOutMobile: Story = {
  args: { customer: null },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(de('loggedOutIntro'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: de('register') })).toBeVisible();
    const body = canvasElement.querySelector('[data-slot="account-panel"]') as HTMLElement;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  },
};
