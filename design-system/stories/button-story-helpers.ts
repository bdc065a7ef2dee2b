import { expect, waitFor } from 'storybook/test';

import { timings } from '../tokens';

/*
 * Story-only checks of a button that must not act: busy (spec §4 loading) or disabled. Not
 * exported from the design system.
 */

interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** Busy: `aria-busy`, and a press does not reach `onPress`. */
export async function expectBusyIgnoresPress(button: HTMLElement, userEvent: Clicker, onPress: unknown) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await expect(onPress).not.toHaveBeenCalled();
}

/** Busy (`expectBusyIgnoresPress`), and the spinner shows once the loader delay has passed. */
export async function expectBusyButton(button: HTMLElement, userEvent: Clicker, onPress: unknown) {
  await expectBusyIgnoresPress(button, userEvent, onPress);
  await expectLoaderShows(() => button.querySelector('[data-slot="spinner"]'));
}

/** Disabled: a press does not reach `onPress`. */
export async function expectDisabledButton(button: HTMLElement, userEvent: Clicker, onPress: unknown) {
  await expect(button).toBeDisabled();
  await userEvent.click(button);
  await expect(onPress).not.toHaveBeenCalled();
}

/** The loader `find` finds shows once the loader delay has passed, with room for a slow machine. */
export async function expectLoaderShows(find: () => Element | null) {
  await waitFor(() => expect(find()).toBeVisible(), { timeout: timings.buttonLoaderDelayMs * 4 });
}
