import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ChatIcon } from '../../lib/icons';
import { Spinner } from '../spinner/spinner';
import type { chatButtonMessages } from './chat-button.messages';
import { chatButtonVariants } from './chat-button.variants';

/**
 * Spec §4 support chat widget: `idle` (uninitialized or ready), `loading`
 * (the widget's script is loading, the button shows a loader), `hidden`
 * (the chat is open: the widget's own window replaces the button).
 */
export type ChatButtonState = 'idle' | 'loading' | 'hidden';

export interface ChatButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'onClick' | 'disabled' | 'aria-label'> {
  state: ChatButtonState;
  /** The last attempt to load the widget failed: named "The chat could not load. Try again" instead of "Chat with us". */
  failed?: boolean;
  /** Pressed while idle: open the chat (the host loads the widget once, then opens it). */
  onOpen: () => void;
}

/**
 * The floating button that opens the support chat (spec §2 default layout,
 * §4, §9 layer 150).
 *
 * While loading it is busy: `aria-busy`, named "Opening the chat…", presses
 * ignored, a spinner instead of the icon. It stays focusable (`aria-disabled`,
 * not the native `disabled`), so the focus of whoever pressed it is not
 * dropped to the page while the widget loads. Hidden while the chat is open.
 */
export function ChatButton({ state, failed = false, onOpen, className, ...rest }: ChatButtonProps) {
  const text = useComponentText<typeof chatButtonMessages>('ChatButton');
  if (state === 'hidden') return null;
  const loading = state === 'loading';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onOpen();
  }

  return (
    <button
      type="button"
      data-slot="chat-button"
      data-state={state}
      aria-label={text(loading ? 'loading' : failed ? 'retry' : 'open')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cn(chatButtonVariants({ state }), className)}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size="lg" /> : <ChatIcon className="size-6" />}
    </button>
  );
}
