import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, SVGProps } from 'react';
import { expect } from 'storybook/test';

import * as icons from '../lib/icons';

type IconName = keyof typeof icons;

/** Where each icon is used today: an icon added to lib/icons without a hint here is a type error. */
const usageHints: Record<IconName, string> = {
  SearchIcon: 'Opens the search; search field',
  CloseIcon: 'Closes a panel or search; removes a coupon or a file',
  MenuIcon: 'Opens the menu below 1024 px',
  UserIcon: 'Account button in the header; account panel',
  CartIcon: 'Cart button in the header; empty cart',
  ChevronDownIcon: 'Opens a select, a question or a folded section',
  ChevronLeftIcon: 'Previous page or slide',
  ChevronRightIcon: 'Next page or slide; breadcrumb separator; rows that open a page',
  GaugeIcon: 'Plan fact: data allowance',
  PhoneIcon: 'Plan fact: calls; phone contact',
  AntennaIcon: 'Plan fact: network',
  PowerIcon: 'Plan fact: activation',
  SmartphoneIcon: 'Plan fact: device; install on this phone',
  GlobeIcon: 'Destination or coverage; language',
  InfoIcon: 'A neutral note or hint',
  MinusIcon: 'Lowers a quantity',
  PlusIcon: 'Raises a quantity; adds an address',
  TrashIcon: 'Removes a cart line',
  TagIcon: 'Coupon code',
  AlertIcon: 'Error message next to its text',
  CheckIcon: 'Chosen option, done step, copied',
  CheckCircleIcon: 'Success message next to its text',
  LockIcon: 'Secure payment',
  ShieldIcon: 'Bank check (3-D Secure)',
  CopyIcon: 'Copies an activation code',
  QrCodeIcon: 'Shows the eSIM QR code',
  VisaMark: 'Accepted card brand (card form, footer)',
  MastercardMark: 'Accepted card brand (card form, footer)',
  AmexMark: 'Accepted card brand (card form, footer)',
  DiscoverMark: 'Accepted card brand (card form, footer)',
  CreditCardIcon: 'Card number field before the brand is known',
  MailIcon: 'Email contact; newsletter; check your inbox',
  ChatIcon: 'Opens the support chat',
  PayPalWordmark: 'PayPal button and payment choice only',
  AppleLogoGlyph: 'Apple Pay button only',
  ApplePayMark: 'Apple Pay payment choice only',
  WifiOffIcon: 'You are offline',
  FormIcon: 'Contact form link',
  EyeIcon: 'Shows a password; view count',
  EyeOffIcon: 'Hides a password',
  FileIcon: 'A chosen file',
  UploadIcon: 'Choose or drop a file',
  BoltIcon: 'Promise: instant delivery',
  HeadsetIcon: 'Promise: support',
  PlayIcon: 'Plays a video or the slider',
  PauseIcon: 'Pauses the slider',
};

type Drawing = ComponentType<SVGProps<SVGSVGElement>>;

const iconEntries = Object.entries(icons) as [IconName, Drawing][];
/** Line icons end in "Icon" (24 × 24, currentColor); the rest are payment brands' marks. */
const lineIcons = iconEntries.filter(([name]) => name.endsWith('Icon'));
const brandMarks = iconEntries.filter(([name]) => !name.endsWith('Icon'));

function IconGrid({ entries, label }: { entries: [IconName, Drawing][]; label: string }) {
  return (
    <section aria-label={label}>
      <h2 className="mb-3 text-xl font-bold">{label}</h2>
      <ul className="grid grid-cols-1 gap-3 mobileWide:grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-4">
        {entries.map(([name, Drawing]) => (
          <li key={name} data-icon={name} className="flex items-start gap-3 rounded-md border p-3">
            <span className="flex h-8 w-12 shrink-0 items-center justify-center text-foreground">
              <Drawing className="max-h-8" />
            </span>
            <span className="min-w-0 text-sm">
              <code className="font-semibold break-all">{name}</code>
              <br />
              <span className="text-muted-foreground">{usageHints[name]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Foundations/Icons',
  render: () => (
    <div className="flex flex-col gap-8">
      <IconGrid entries={lineIcons} label="Line icons" />
      <IconGrid entries={brandMarks} label="Payment brand marks" />
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon exported by lib/icons is drawn, with its name and hint. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-icon]')];
    await expect(items.map((item) => item.dataset['icon']).sort()).toEqual(Object.keys(icons).sort());
    for (const item of items) {
      await expect(item.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThan(0);
    }
  },
};
