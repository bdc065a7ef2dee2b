import { cn } from '../../lib/cn';
import { DialogFrame, type DialogFrameProps } from '../../lib/dialog-parts';
import { modalContentVariants, type ModalContentVariantProps } from './modal.variants';

export interface ModalProps extends DialogFrameProps, ModalContentVariantProps {}

/**
 * The shop's modal dialog (spec §2 "Other UI": review, newsletter and login
 * modals): above everything on the modal layer (z 250, over the side panel
 * and the header), a sheet on phones, a centred card from tablet up.
 *
 * Radix Dialog provides the focus trap, Escape and overlay dismissal (spec §4:
 * the review modal toggles by button or overlay, nothing keeps it open), the
 * page's scroll lock, and the focus return: to `trigger`, or without one to
 * whatever had focus when it opened. Content taller than the viewport scrolls
 * inside the body while the title and × stay in view.
 */
export function Modal({ size, className, ...frame }: ModalProps) {
  return (
    <DialogFrame
      slot="modal"
      classNames={{
        overlay: 'z-modal',
        content: cn(modalContentVariants({ size }), className),
        header: 'flex shrink-0 items-start gap-3 px-4 pt-2 tablet:px-6 tablet:pt-4',
        body: 'px-4 pt-2 pb-6 tablet:px-6',
        footer: 'shrink-0 px-4 py-3 tablet:px-6',
      }}
      {...frame}
    />
  );
}
