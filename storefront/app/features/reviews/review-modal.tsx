import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { Button } from '@shop/design-system';

import { lazyPart } from '../../lib/react/lazy-part';

type OpenReviewModal = (destination?: string) => void;

const ReviewModalContext = createContext<OpenReviewModal | null>(null);

/** Opens the layout's review modal, on a product's destination when given; null outside the default layout. */
function useOpenReviewModal(): OpenReviewModal | null {
  return useContext(ReviewModalContext);
}

/** The modal, its form and its machine: loaded when the shopper first asks for it, never with the page. */
const ReviewModalDialog = lazyPart(() => import('./review-modal-dialog').then((module) => module.ReviewModalDialog));

/**
 * Spec §2 review modal of the default layout: opened by a button, closed by its × button, Escape or
 * the overlay; not persistent (a closed modal forgets its form).
 */
export function ReviewModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<{ open: boolean; destination?: string }>({ open: false });
  const [everOpened, setEverOpened] = useState(false);
  const open = useCallback<OpenReviewModal>((destination) => {
    setEverOpened(true);
    setModal({ open: true, ...(destination ? { destination } : {}) });
  }, []);
  return (
    <ReviewModalContext.Provider value={open}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <ReviewModalDialog
            open={modal.open}
            onOpenChange={(next) => setModal((current) => ({ ...current, open: next }))}
            {...(modal.destination ? { destination: modal.destination } : {})}
          />
        </Suspense>
      ) : null}
    </ReviewModalContext.Provider>
  );
}

/** The button that opens the review modal (rating blocks, product pages); its pointer on the way starts loading the modal. */
export function WriteReviewButton({ destination, variant = 'secondary' }: { destination?: string; variant?: 'primary' | 'secondary' }) {
  const intl = useIntl();
  const open = useOpenReviewModal();
  if (!open) return null;
  return (
    <Button
      variant={variant}
      onPointerEnter={() => void ReviewModalDialog.preload()}
      onFocus={() => void ReviewModalDialog.preload()}
      onClick={() => open(destination)}
    >
      {intl.formatMessage({ id: 'review.form.title' })}
    </Button>
  );
}
