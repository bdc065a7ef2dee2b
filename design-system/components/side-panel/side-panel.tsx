import { cn } from '../../lib/cn';
import { DialogFrame, type DialogFrameProps } from '../../lib/dialog-parts';
import { sidePanelContentVariants, type SidePanelContentVariantProps } from './side-panel.variants';

export interface SidePanelProps extends DialogFrameProps, SidePanelContentVariantProps {}

/**
 * Panel sliding in from the right on the sidebar layer (menu, cart, account…).
 * Radix Dialog provides the focus trap, Escape/overlay dismissal, scroll lock
 * and focus return to the trigger (or, opened without one, to whatever had
 * focus when it opened).
 */
export function SidePanel({ size, className, ...frame }: SidePanelProps) {
  return (
    <DialogFrame
      slot="side-panel"
      classNames={{
        overlay: 'z-sidebar',
        content: cn(sidePanelContentVariants({ size }), className),
        header: 'flex items-start gap-3 border-b px-4 py-3',
        body: 'flex-1 px-4 py-4',
        footer: 'px-4 py-3',
      }}
      {...frame}
    />
  );
}
