import { expect, screen, waitFor } from 'storybook/test';
import { dialogFrameMessages } from '../components/modal/dialog-frame.messages';
import { storyText } from './story-text';

const dialogFrame = storyText(dialogFrameMessages);

/*
 * Story-only helpers of the dialogs (`SidePanel`, `Modal`): the long content
 * that must scroll inside, and the checks both dialogs' stories make. Not
 * exported from the design system.
 */

interface Keyboard {
  tab: (options?: { shift?: boolean }) => Promise<void>;
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
