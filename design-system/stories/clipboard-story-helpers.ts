import { expect, fn, waitFor, within } from 'storybook/test';

import { esimInstallCardMessages } from '../components/esim-install-card/esim-install-card.messages';
import { storyText } from './story-text';

/*
 * Story-only helpers of the eSIM install details (`EsimInstallCard` and the
 * `ThankYouPanel` showing the same cards): a stand-in clipboard and the checks
 * both components' stories make. Not exported from the design system.
 */

/**
 * Stands in for `navigator.clipboard.writeText`: the story browser grants no
 * clipboard permission, and a story must not touch the developer's clipboard.
 */
export const writeText = fn<(text: string) => Promise<void>>();

/** Use as a story's (or meta's) `beforeEach`; the returned cleanup restores the browser's clipboard. */
export function mockClipboard({ fails = false } = {}) {
  writeText.mockReset();
  if (fails) writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  else writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // Deleting the own property brings back the browser's getter on Navigator.prototype.
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** Control of the `platform` prop both components take. */
export const platformArgType = { control: 'inline-radio', options: ['ios', 'android', 'desktop'] } as const;

const en = storyText(esimInstallCardMessages);

/** The alt text of the France eSIM's QR code in the fixtures. */
export const franceQrAlt = en('qrCodeAlt', { name: 'France eSIM 5 GB 30 days' });

/** The accessible names of the copy buttons, in English. */
export const copyAddressName = en('copyValue', { what: en('smdpAddress') });
export const copyCodeName = en('copyValue', { what: en('activationCode') });

interface PlayContext {
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
  userEvent: { click: (element: Element) => Promise<void> };
}

/**
 * Android (France eSIM): no iPhone link, the details to type come before the
 * folded QR code; copying one announces "Copied" in `announcerSlot`; the QR
 * code unfolds from `disclosure`.
 */
export async function expectAndroidOrder(
  { canvas, canvasElement, userEvent }: PlayContext,
  announcerSlot: string,
  disclosure: Element | null,
) {
  await expect(canvas.queryByRole('link', { name: en('installOnIphone') })).toBeNull();
  const manual = canvas.getByRole('group', { name: en('manualEntry') });
  // Manual entry precedes the folded QR code in reading order.
  await expect(manual.compareDocumentPosition(disclosure as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expect(canvas.getByRole('img', { name: franceQrAlt, hidden: true })).not.toBeVisible();

  await userEvent.click(disclosure?.querySelector('summary') as HTMLElement);
  await expect(canvas.getByRole('img', { name: franceQrAlt })).toBeVisible();

  // Copied last: its feedback lasts 2 s, so the story's picture shows it on any machine.
  await userEvent.click(within(manual).getByRole('button', { name: copyAddressName }));
  await expect(writeText).toHaveBeenCalledWith('smdp.sandbox.esim.example');
  await waitFor(() => expect(canvasElement.querySelector(`[data-slot="${announcerSlot}"]`)).toHaveTextContent(en('copied')));
}

/**
 * The clipboard refused (use with `mockClipboard({ fails: true })`): the
 * failure is announced in `announcerSlot` and the activation code is selected
 * for a manual copy.
 */
export async function expectCopyRefused({ canvas, canvasElement, userEvent }: PlayContext, announcerSlot: string) {
  const copy = canvas.getByRole('button', { name: copyCodeName });
  await userEvent.click(copy);
  await expect(writeText).toHaveBeenCalledOnce();
  await waitFor(() => expect(canvasElement.querySelector(`[data-slot="${announcerSlot}"]`)).toHaveTextContent(en('copyFailed')));
  await expect(copy).not.toHaveTextContent(en('copied'));
  await expect(window.getSelection()?.toString()).toBe('K2-4F7Q9B-1D8M2X');
}
