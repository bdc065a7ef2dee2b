import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { preventNavigation } from '../../stories/prevent-navigation';
import { routerLinkStandIn } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { checkoutStepsMessages } from './checkout-steps.messages';

const en = storyText(checkoutStepsMessages);

const steps: CheckoutStep[] = [
  { id: 'billing', label: 'Billing', href: '/en/Checkout/Billing' },
  { id: 'payment', label: 'Payment', href: '/en/Checkout/Payment' },
  { id: 'thank-you', label: 'Thank you' },
];

/** A done step's accessible name in a language: "Billing, completed". */
const completedIn = (locale: 'en' | 'ja' | 'de', step: string) => storyText(checkoutStepsMessages, locale)('completed', { step });

const meta = {
  title: 'Checkout/CheckoutSteps',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The steps of the checkout (billing, payment…) above it, with the current one marked and links back to the finished ones.',
          '**Use instead:** `Breadcrumb` for the path through the catalogue; `TopProgressBar` for a page that is loading.',
        ].join('\n\n'),
      },
    },
  },
  component: CheckoutSteps,
  args: { steps, currentStepId: 'billing' },
  argTypes: {
    currentStepId: { control: 'inline-radio', options: steps.map((step) => step.id) },
  },
  decorators: [preventNavigation],
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On Billing: an ordered list of three, the first current, none done, no links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: en('navigation') });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Billing');
    await expect(items[1]).not.toHaveAttribute('aria-current');
    await expect(within(nav).queryByRole('link')).toBeNull();
    await expect(nav.querySelector('ol')).not.toBeNull();
  },
};

export const Playground: Story = {};

/** On Payment: Billing is done (tick, "completed" in its name) and links back; Payment is current. */
export const Payment: Story = {
  args: { currentStepId: 'payment' },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: completedIn('en', 'Billing') });
    await expect(back).toHaveAttribute('href', '/en/Checkout/Billing');
    await expect(back.querySelector('svg')).not.toBeNull();
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    await expect(items[2]).toHaveAttribute('data-status', 'upcoming');
  },
};

/** Thank you: both earlier steps done; a link back to each done step that has an href. */
export const ThankYou: Story = {
  args: { currentStepId: 'thank-you' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(completedIn('en', 'Billing'));
    await expect(links[1]).toHaveAccessibleName(completedIn('en', 'Payment'));
    await expect(links[1]).toHaveAttribute('href', '/en/Checkout/Payment');
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** Without hrefs done steps are not links, but still say they are completed. */
export const WithoutLinks: Story = {
  args: { currentStepId: 'thank-you', steps: steps.map(({ id, label }) => ({ id, label })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(completedIn('en', 'Billing'))).toHaveClass('sr-only');
  },
};

/** The storefront passes a router link; activating a done step goes through it. */
export const RouterLink: Story = {
  args: { currentStepId: 'payment', renderLink: routerLinkStandIn().renderLink },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: completedIn('en', 'Billing') });
    await expect(link).toHaveAttribute('data-router-link');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(link).toHaveAttribute('data-navigated-to', '/en/Checkout/Billing');
  },
};

/** Long Japanese names wrap under their marker at 320 px. */
export const JapaneseMobile: Story = {
  args: {
    currentStepId: 'payment',
    steps: [
      { id: 'billing', label: 'ご請求先情報の入力', href: '/ja/Checkout/Billing' },
      { id: 'payment', label: 'お支払い方法の選択' },
      { id: 'thank-you', label: 'ご注文ありがとうございます' },
    ],
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: storyText(checkoutStepsMessages, 'ja')('navigation') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: completedIn('ja', 'ご請求先情報の入力') })).toBeVisible();
    const nav = canvasElement.querySelector<HTMLElement>('[data-slot="checkout-steps"]');
    await expect(nav?.scrollWidth).toBeLessThanOrEqual(nav?.clientWidth ?? 0);
  },
};

/** Long German compounds hyphenate under their marker at 320 px. */
export const GermanMobile: Story = {
  args: {
    currentStepId: 'thank-you',
    steps: [
      { id: 'billing', label: 'Rechnungsadresse', href: '/de/Checkout/Billing' },
      { id: 'payment', label: 'Zahlungsinformationen', href: '/de/Checkout/Payment' },
      { id: 'thank-you', label: 'Vielen Dank' },
    ],
  },
  // The storefront sets the page's lang (Storybook's locale does the same); hyphenation follows it.
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: completedIn('de', 'Zahlungsinformationen') })).toBeVisible();
    const nav = canvasElement.querySelector<HTMLElement>('[data-slot="checkout-steps"]');
    await expect(nav?.scrollWidth).toBeLessThanOrEqual(nav?.clientWidth ?? 0);
  },
};
