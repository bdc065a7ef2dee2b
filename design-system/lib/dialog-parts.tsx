import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import type { dialogFrameMessages } from '../components/modal/dialog-frame.messages';
import { cn } from './cn';
import { useComponentText } from './i18n/use-component-text';
import { CloseIcon } from './icons';

/*
 * The frame the Radix dialogs of the system share (the side panel and the
 * modal): trigger, portal, overlay, content with its header (title,
 * description, × button), scrolling body and optional footer, and the focus
 * return for dialogs opened without a Radix trigger. Not exported from the
 * design system: `SidePanel` and `Modal` are its public faces.
 */

/**
 * Without a Radix Trigger (a header button opening the dialog through a machine), Radix has
 * nowhere to return focus on close; remember what had focus when the dialog opened and go back
 * there. Spread the result on `DialogPrimitive.Content`.
 */
function useFocusReturn(hasTrigger: boolean) {
  const openedFrom = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger || !openedFrom.current?.isConnected) return;
      event.preventDefault();
      openedFrom.current.focus();
    },
  };
}

/** Without a description Radix warns unless aria-describedby is explicitly undefined. */
function describedByProps(description: ReactNode) {
  return description === undefined ? { 'aria-describedby': undefined } : {};
}

/**
 * Title (the dialog's accessible name), optional description (its accessible
 * description) and the × button, named "Close" in the page's language. `slot` prefixes the
 * `data-slot` names (`side-panel-title`, `modal-close`…).
 */
function DialogHeader({
  slot,
  title,
  description,
  className,
}: {
  slot: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  const text = useComponentText<typeof dialogFrameMessages>('DialogFrame');
  return (
    <div data-slot={`${slot}-header`} className={className}>
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-2">
        <DialogPrimitive.Title data-slot={`${slot}-title`} className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
          {title}
        </DialogPrimitive.Title>
        {description === undefined ? null : (
          <DialogPrimitive.Description data-slot={`${slot}-description`} className="text-sm text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        )}
      </div>
      <DialogPrimitive.Close
        data-slot={`${slot}-close`}
        aria-label={text('close')}
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <CloseIcon />
      </DialogPrimitive.Close>
    </div>
  );
}

/** What `SidePanel` and `Modal` take alike. */
export interface DialogFrameProps {
  /** Controlled open state; leave undefined and use `defaultOpen` for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` on Escape, overlay click or the close button, with `true` when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional sentence under the title, announced when the dialog opens. */
  description?: ReactNode;
  /** Optional element that opens the dialog (rendered as the Radix trigger via `asChild`). */
  trigger?: ReactNode;
  /** Area under the scrolling body that stays in view (a total and checkout button, the actions). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * Radix Dialog provides the focus trap, Escape/overlay dismissal, scroll lock
 * and focus return to the trigger. `slot` prefixes every `data-slot`
 * (`modal-overlay`, `side-panel-body`…); the class names place each part.
 */
export function DialogFrame({
  slot,
  classNames,
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  children,
}: Omit<DialogFrameProps, 'className'> & {
  slot: string;
  classNames: { overlay: string; content: string; header: string; body: string; footer: string };
}) {
  const focusReturn = useFocusReturn(trigger !== undefined);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : (
        <DialogPrimitive.Trigger data-slot={`${slot}-trigger`} asChild>
          {trigger}
        </DialogPrimitive.Trigger>
      )}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot={`${slot}-overlay`}
          className={cn(
            'fixed inset-0 bg-overlay data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
            classNames.overlay,
          )}
        />
        <DialogPrimitive.Content
          data-slot={`${slot}-content`}
          className={classNames.content}
          {...describedByProps(description)}
          {...focusReturn}
        >
          <DialogHeader slot={slot} title={title} description={description} className={classNames.header} />
          {/* The body scrolls on its own so the header and footer stay put on long content. */}
          <div data-slot={`${slot}-body`} className={cn('min-h-0 overflow-y-auto overscroll-contain', classNames.body)}>
            {children}
          </div>
          {footer === undefined ? null : (
            <div data-slot={`${slot}-footer`} className={cn('border-t', classNames.footer)}>
              {footer}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
