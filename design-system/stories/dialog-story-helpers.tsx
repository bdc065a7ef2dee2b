import { useState, type ReactNode } from 'react';
import { expect, screen, waitFor, type within } from 'storybook/test';

import { Button } from '../components/button/button';
import { dialogFrameMessages } from '../components/modal/dialog-frame.messages';
import { storyText } from './story-text';

const dialogFrame = storyText(dialogFrameMessages);

/*
 * Story-only helpers of the dialogs (`SidePanel`, `Modal`): the opener outside
 * them, the long content that must scroll inside, and the checks the dialogs'
 * stories make. Not exported from the design system.
 */

interface Keyboard {
  tab: (options?: { shift?: boolean }) => Promise<void>;
}

/**
 * A button outside the dialog that opens it, the host holding `open`: the storefront's machines
 * drive dialogs so, without a Radix trigger. `children` renders the dialog with the state.
 */
export function OpenedFromOutside({
  opener,
  onOpenChange,
  children,
}: {
  opener: string;
  onOpenChange: ((open: boolean) => void) | undefined;
  children: (dialog: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {opener}
      </Button>
      {children({
        open,
        onOpenChange: (next) => {
          onOpenChange?.(next);
          setOpen(next);
        },
      })}
    </>
  );
}

/** Clicks the button named `opener` and waits for the dialog named `title`. */
export async function openWith(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  opener: string,
  title: string,
): Promise<{ opener: HTMLElement; dialog: HTMLElement }> {
  const button = canvas.getByRole('button', { name: opener });
  await userEvent.click(button);
  return { opener: button, dialog: await screen.findByRole('dialog', { name: title }) };
}

/** Closed: gone once its closing animation has run, `onOpenChange` told, and focus back on `opener` when given. */
export async function expectClosed(onOpenChange: unknown, opener?: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  if (opener) await expect(opener).toHaveFocus();
}

/** Animations finished, so positions are the final ones. */
export async function settled(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
}

/** Thirty paragraphs and a link at the end: taller than any viewport, with something to tab to. */
export function LongDialogContent({ paragraph, linkLabel }: { paragraph: (index: number) => string; linkLabel: string }) {
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: 30 }, (_, index) => (
        <p key={index}>{paragraph(index + 1)}</p>
      ))}
      <a href="#top" className="text-primary underline">
        {linkLabel}
      </a>
    </div>
  );
}

/** Focus starts on the × button; Tab and Shift+Tab cycle between it and `last`, never reaching the page. */
export async function expectFocusTrapped(userEvent: Keyboard, last: HTMLElement, closeLabel = dialogFrame('close')) {
  const close = screen.getByRole('button', { name: closeLabel });
  await expect(close).toHaveFocus();
  await userEvent.tab();
  await expect(last).toHaveFocus();
  await userEvent.tab();
  await expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  await expect(last).toHaveFocus();
}

/**
 * `LongDialogContent` in the dialog's body (`[data-slot="<slot>-body"]`):
 * the body overflows, tabbing to the link scrolls the body, not the page, and
 * the title stays in view.
 */
export async function expectScrollsInside(
  userEvent: Keyboard,
  { slot, title, linkLabel }: { slot: string; title: string; linkLabel: string },
) {
  const body = document.querySelector<HTMLElement>(`[data-slot="${slot}-body"]`);
  if (body === null) throw new Error(`${slot} body not rendered`);
  await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  await userEvent.tab();
  await expect(screen.getByRole('link', { name: linkLabel })).toHaveFocus();
  await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
  await expect(screen.getByRole('heading', { name: title }).getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
}
