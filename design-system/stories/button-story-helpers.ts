import { expect } from 'storybook/test';

import { timings } from '../tokens';

/*
 * Story-only checks of a button that must not act: busy (spec §4 loading) or disabled. Not
 * exported from the design system.
 */

interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** Busy: `aria-busy`, a press does not reach `onPress`, and the spinner shows once the loader delay has passed. */
export async function expectBusyButton(button: HTMLElement, userEvent: Clicker, onPress: unknown) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await expect(onPress).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, timings.buttonLoaderDelayMs + 50));
  await expect(button.querySelector('[data-slot="spinner"]')).toBeVisible();
}

/** Disabled: a press does not reach `onPress`. */
export async function expectDisabledButton(button: HTMLElement, userEvent: Clicker, onPress: unknown) {
  await expect(button).toBeDisabled();
  await userEvent.click(button);
  await expect(onPress).not.toHaveBeenCalled();
}
