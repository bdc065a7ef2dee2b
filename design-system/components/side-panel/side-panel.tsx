import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { sidePanelContentVariants, type SidePanelContentVariantProps } from './side-panel.variants';

export interface SidePanelProps extends SidePanelContentVariantProps {
  /** Controlled open state; leave undefined and use `defaultOpen` for an uncontrolled panel. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` on Escape, overlay click or the close button, with `true` when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** Heading of the panel; also its accessible name. */
  title: ReactNode;
  /** Optional sentence under the title, announced when the panel opens. */
  description?: ReactNode;
  /** Accessible name of the × button, already translated (e.g. "Close"). */
  closeLabel: string;
  /** Optional element that opens the panel (rendered as the Radix trigger via `asChild`). */
  trigger?: ReactNode;
  /** Sticky area under the scrolling body, e.g. cart total and checkout button. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * Panel sliding in from the right on the sidebar layer (menu, cart, account…).
 * Radix Dialog provides the focus trap, Escape/overlay dismissal, scroll lock
 * and focus return to the trigger.
 */
export function SidePanel({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  closeLabel,
  trigger,
  footer,
  size,
  children,
  className,
}: SidePanelProps) {
  // Without a Radix Trigger (a header button opening it through a machine), Radix has nowhere to
  // return focus on close; remember what had focus when the panel opened and go back there.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : (
        <DialogPrimitive.Trigger data-slot="side-panel-trigger" asChild>
          {trigger}
        </DialogPrimitive.Trigger>
      )}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="side-panel-overlay"
          className="fixed inset-0 z-sidebar bg-overlay data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out"
        />
        <DialogPrimitive.Content
          data-slot="side-panel-content"
          className={cn(sidePanelContentVariants({ size }), className)}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger !== undefined || !openedFrom.current?.isConnected) return;
            event.preventDefault();
            openedFrom.current.focus();
          }}
        >
          <div data-slot="side-panel-header" className="flex items-start gap-3 border-b px-4 py-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1 py-2">
              <DialogPrimitive.Title data-slot="side-panel-title" className="text-lg leading-tight font-semibold">
                {title}
              </DialogPrimitive.Title>
              {description === undefined ? null : (
                <DialogPrimitive.Description data-slot="side-panel-description" className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              data-slot="side-panel-close"
              aria-label={closeLabel}
              className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </div>
          {/* The body scrolls on its own so the header and footer stay put on long content. */}
          <div data-slot="side-panel-body" className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            {children}
          </div>
          {footer === undefined ? null : (
            <div data-slot="side-panel-footer" className="border-t px-4 py-3">
              {footer}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
