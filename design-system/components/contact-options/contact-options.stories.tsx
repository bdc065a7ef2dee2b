import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { routerLinkStandIn } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { ContactOptions } from './contact-options';
import { contactOptionsMessages } from './contact-options.messages';

const en = storyText(contactOptionsMessages);

/** The storefront's router link, standing in: records where a click goes. */
const { navigate, renderLink: routerLink } = routerLinkStandIn();

/** The account side panel's width; the contact page's row gets its own. */
const panelWidth = [widthDecorator('max-w-md')];

const meta = {
  title: 'Contact/ContactOptions',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The ways to reach support (phone, e-mail, contact form) with the opening hours: on the contact page and help pages.',
          '**Use instead:** `ContactForm` for the message itself; `ChatButton` for the chat.',
        ].join('\n\n'),
      },
    },
  },
  component: ContactOptions,
  args: {
    heading: 'Contact us',
    hoursText: 'We answer within 15 minutes, 24/7.',
    phoneNumber: '+33 1 23 45 67 89',
    emailAddress: 'support@example.com',
    formHref: '/en/contact.html',
    layout: 'stack',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['stack', 'row'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    renderLink: { control: false },
  },
  decorators: [preventNavigation],
} satisfies Meta<typeof ContactOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account panel's block: a named section listing phone, email and the form, each a whole-row link. */
export const Default: Story = {
  decorators: panelWidth,
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Contact us' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
    await expect(within(section).getByText('We answer within 15 minutes, 24/7.')).toBeVisible();
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: `${en('phone')} +33 1 23 45 67 89` })).toHaveAttribute('href', 'tel:+33123456789');
    await expect(canvas.getByRole('link', { name: `${en('email')} support@example.com` })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(canvas.getByRole('link', { name: en('form') })).toHaveAttribute('href', '/en/contact.html');
    // Touch targets: every row at least 56 px high.
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
  },
};

export const Playground: Story = { decorators: panelWidth };

/** Phone only: the number as written for people, dialled without its spaces. */
export const PhoneOnly: Story = {
  decorators: panelWidth,
  args: { emailAddress: undefined, formHref: undefined, phoneNumber: '+33 (0)1 23 45 67 89' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: new RegExp(en('phone')) })).toHaveAttribute('href', 'tel:+33123456789');
    await expect(canvas.getByText('+33 (0)1 23 45 67 89')).toBeVisible();
  },
};

/** Email only: a `mailto:` link showing the address. */
export const EmailOnly: Story = {
  decorators: panelWidth,
  args: { phoneNumber: undefined, formHref: undefined, hoursText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: new RegExp(en('email')) })).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(canvas.queryByText('We answer within 15 minutes, 24/7.')).toBeNull();
  },
};

/** The contact form through the router's link: a click navigates inside the shop. */
export const FormThroughRouter: Story = {
  decorators: panelWidth,
  args: { phoneNumber: undefined, emailAddress: undefined, renderLink: routerLink },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: en('form') });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/en/contact.html');
  },
};

/** The contact page from tablet: the three ways side by side, at the same height. */
export const Row: Story = {
  args: { layout: 'row', headingLevel: 1 },
  decorators: [widthDecorator('w-[56rem] max-w-full')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const tops = canvas.getAllByRole('listitem').map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** 320 px, Japanese: long values wrap inside the rows, nothing overflows. */
export const Mobile: Story = {
  args: {
    heading: 'お問い合わせ',
    hoursText: '24時間年中無休、15分以内にお返事します。',
    emailAddress: 'customer-service.japan@example-travel-esim.com',
    formHref: '/ja/contact.html',
  },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'ja' },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'お問い合わせ' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('link', { name: new RegExp(storyText(contactOptionsMessages, 'ja')('email')) })).toHaveAttribute(
      'href',
      'mailto:customer-service.japan@example-travel-esim.com',
    );
  },
};
