import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import {
  copyAddressName,
  copyCodeName,
  expectAndroidOrder,
  expectCopyRefused,
  franceQrAlt,
  mockClipboard,
  platformArgType,
  writeText,
} from '../../stories/clipboard-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { EsimCopyAnnouncer, EsimInstallCard, useEsimCopyFeedback } from './esim-install-card';
import { esimInstallCardMessages } from './esim-install-card.messages';
import { franceEsim, japanEsims } from './esim-install-card.story-data';

const en = storyText(esimInstallCardMessages);
const ja = storyText(esimInstallCardMessages, 'ja');

const meta = {
  title: 'Components/EsimInstallCard',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Installing one bought eSIM: the QR code, the one-tap install link on an iPhone and the details to type, with copy buttons; on the thank-you page and in order details.',
          '**Use instead:** `ThankYouPanel` for the whole thank-you page around it; `OrderDetails` for the rest of an order.',
        ].join('\n\n'),
      },
    },
  },
  component: EsimInstallCard,
  args: {
    esim: franceEsim,
    platform: 'desktop',
    headingLevel: 2,
  },
  argTypes: {
    platform: platformArgType,
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5] },
    clipboard: { control: false },
  },
  beforeEach: () => mockClipboard(),
  decorators: [preventNavigation, widthDecorator('max-w-3xl')],
} satisfies Meta<typeof EsimInstallCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a computer: the QR code is shown, with the details to type beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'France eSIM 5 GB 30 days' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'France eSIM 5 GB 30 days' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: franceQrAlt });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '192');
    await expect(canvas.getByText(en('qrCodeHint'))).toBeVisible();
    await expect(canvas.getByRole('group', { name: en('manualEntry') })).toBeVisible();
    await expect(canvas.getByText('smdp.sandbox.esim.example')).toBeVisible();
    await expect(canvas.getByText('K2-4F7Q9B-1D8M2X')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en('installOnIphone') })).toBeNull();
    // A wide card puts the details beside the code.
    const manual = canvas.getByRole('group', { name: en('manualEntry') });
    await expect(manual.getBoundingClientRect().left).toBeGreaterThanOrEqual(qr.getBoundingClientRect().right);
  },
};

export const Playground: Story = {};

/** Desktop: each copy button copies its value, says "Copied" (and announces it), then goes back to "Copy". */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('details')).toBeNull();
    const copyCode = canvas.getByRole('button', { name: copyCodeName });
    await userEvent.click(copyCode);
    await expect(writeText).toHaveBeenCalledWith('K2-4F7Q9B-1D8M2X');
    await waitFor(() => expect(copyCode).toHaveTextContent(en('copied')));
    const announcer = canvasElement.querySelector('[data-slot="esim-install-card-announcer"]');
    await expect(announcer).toHaveAttribute('role', 'status');
    await expect(announcer).toHaveTextContent(en('copied'));

    const copyAddress = canvas.getByRole('button', { name: copyAddressName });
    await userEvent.click(copyAddress);
    await expect(writeText).toHaveBeenLastCalledWith('smdp.sandbox.esim.example');
    await waitFor(() => expect(copyAddress).toHaveTextContent(en('copied')));
    await expect(copyCode).toHaveTextContent(en('copy'));
    await expect(copyCode).not.toHaveTextContent(en('copied'));
    await waitFor(() => expect(announcer).toBeEmptyDOMElement(), { timeout: 4000 });
    await expect(copyAddress).not.toHaveTextContent(en('copied'));
  },
};

/** iPhone: the one-tap install link comes first, the QR code is folded (one tap shows it). */
export const Ios: Story = {
  args: { platform: 'ios' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const install = canvas.getByRole('link', { name: en('installOnIphone') });
    await expect(install).toHaveAttribute('href', franceEsim.appleInstallUrl);
    const focusable = canvas.getByRole('article').querySelectorAll('a, summary, button');
    await expect(focusable[0]).toBe(install);

    const qr = canvas.getByRole('img', { name: franceQrAlt, hidden: true });
    await expect(qr).not.toBeVisible();
    const toggle = canvasElement.querySelector('summary');
    await expect(toggle).toHaveTextContent(en('showQrCode'));
    await userEvent.click(toggle as HTMLElement);
    await expect(qr).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: copyCodeName }));
    await expect(writeText).toHaveBeenCalledWith('K2-4F7Q9B-1D8M2X');
    await waitFor(() => expect(canvas.getByRole('button', { name: copyCodeName })).toHaveTextContent(en('copied')));
  },
};

/** Android: the details to type come first; the QR code is folded after them. */
export const Android: Story = {
  args: { platform: 'android' },
  play: async (context) => {
    await expectAndroidOrder(
      context,
      'esim-install-card-announcer',
      context.canvasElement.querySelector('[data-slot="esim-install-card-qr-disclosure"]'),
    );
  },
};

/** The browser refused the clipboard: the failure is announced and the value selected for a manual copy. */
export const CopyRefused: Story = {
  beforeEach: () => mockClipboard({ fails: true }),
  play: async (context) => {
    await expectCopyRefused(context, 'esim-install-card-announcer');
  },
};

/** Two cards sharing one copy feedback: copying in the second clears "Copied" in the first; one announcer. */
export const SharedFeedback: Story = {
  render: function SharedCards(args) {
    const clipboard = useEsimCopyFeedback();
    return (
      <div className="flex flex-col gap-4">
        {japanEsims.map((esim, index) => (
          <EsimInstallCard key={esim.lpaString} {...args} esim={esim} copyKey={String(index)} clipboard={clipboard} />
        ))}
        <EsimCopyAnnouncer clipboard={clipboard} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [first, second] = canvas.getAllByRole('article').map((card) => within(card));
    const firstCopy = first?.getByRole('button', { name: copyCodeName }) as HTMLElement;
    await userEvent.click(firstCopy);
    await waitFor(() => expect(firstCopy).toHaveTextContent(en('copied')));
    const secondCopy = second?.getByRole('button', { name: copyCodeName }) as HTMLElement;
    await userEvent.click(secondCopy);
    await expect(writeText).toHaveBeenLastCalledWith('K2-6HN8VD-3Q4E1Y');
    await waitFor(() => expect(secondCopy).toHaveTextContent(en('copied')));
    await expect(firstCopy).not.toHaveTextContent(en('copied'));
    await expect(canvasElement.querySelectorAll('[data-slot="esim-install-card-announcer"]')).toHaveLength(1);
  },
};

/** Nested deeper (order details in a side panel): the card is an h4, the manual entry an h5. */
export const HeadingLevel4: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'France eSIM 5 GB 30 days' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 5, name: en('manualEntry') })).toBeVisible();
  },
};

/** Japanese on a 320 px iPhone: the install link is full width, long texts wrap, nothing overflows. */
export const JapaneseIosMobile: Story = {
  args: { platform: 'ios', esim: japanEsims[0] },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article');
    const install = canvas.getByRole('link', { name: ja('installOnIphone') });
    const style = getComputedStyle(card);
    const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(install.getBoundingClientRect().width).toBeCloseTo(inner, 0);
    const copy = canvas.getByRole('button', { name: ja('copyValue', { what: ja('activationCode') }) });
    await userEvent.click(copy);
    await waitFor(() => expect(copy).toHaveTextContent(ja('copied')));
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** In a narrow side panel on a computer: the QR code and the details stack instead of squeezing. */
export const DesktopNarrow: Story = {
  decorators: [widthDecorator('w-80')],
  play: async ({ canvas }) => {
    const qr = canvas.getByRole('img', { name: franceQrAlt });
    const manual = canvas.getByRole('group', { name: en('manualEntry') });
    await expect(manual.getBoundingClientRect().top).toBeGreaterThanOrEqual(qr.getBoundingClientRect().bottom);
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** German on a 320 px Android phone: the long copy buttons drop under their values, nothing overflows. */
export const GermanAndroidMobile: Story = {
  args: { platform: 'android' },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const de = storyText(esimInstallCardMessages, 'de');
    const card = canvas.getByRole('article');
    await expect(canvas.getByRole('group', { name: de('manualEntry') })).toBeVisible();
    const copy = canvas.getByRole('button', { name: de('copyValue', { what: de('smdpAddress') }) });
    await expect(copy).toHaveTextContent(de('copy'));
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const value = canvas.getByText('smdp.sandbox.esim.example');
    await expect(copy.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};
