import { cn } from '../../lib/cn';
import { Modal, type ModalProps } from '../modal/modal';
import { NewsletterSignup, type NewsletterSignupProps } from '../newsletter-signup/newsletter-signup';
import { newsletterModalSignupVariants } from './newsletter-modal.variants';

export interface NewsletterModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'size' | 'className'> {
  /** Title of the modal and its accessible name, already translated: "Get our travel tips". */
  title: string;
  /** Sentence under the title, announced with it: "One email a month, in your language." */
  description?: string;
  /**
   * The sign-up form, passed through. Leave its `heading` and `text` out: the
   * modal's title and description say them (and name the form).
   */
  signup: NewsletterSignupProps;
}

/**
 * The newsletter modal (spec §2 "Other UI"): the shop's `Modal` (focus trap,
 * Escape, overlay and × close it, focus returns to what opened it; a sheet on
 * phones) holding a `NewsletterSignup`. Without a heading of its own the
 * form needs no name: the dialog around it is named by the title.
 */
export function NewsletterModal({ title, description, signup, size = 'sm', ...modal }: NewsletterModalProps) {
  return (
    <Modal title={title} description={description} size={size} {...modal}>
      <NewsletterSignup variant="inline" {...signup} className={cn(newsletterModalSignupVariants(), signup.className)} />
    </Modal>
  );
}
