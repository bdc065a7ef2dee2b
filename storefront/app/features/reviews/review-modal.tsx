import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { listCatalogueSlugs } from '@shop/api';
import { Button, Modal, Spinner } from '@shop/design-system';
import type { ReviewDestination } from '@shop/machines/review-form';

import { useShopClient } from '../../lib/shop-client';
import { useKeyedLoad } from '../../lib/use-keyed-load';
import { ReviewFormHost } from './review-form-host';

type OpenReviewModal = (destination?: string) => void;

const ReviewModalContext = createContext<OpenReviewModal | null>(null);

/** Opens the layout's review modal, on a product's destination when given; null outside the default layout. */
function useOpenReviewModal(): OpenReviewModal | null {
  return useContext(ReviewModalContext);
}

type Destinations = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; destinations: ReviewDestination[] };

/** The destinations the form offers, read once the modal first opens (not with every page). */
function useDestinations(wanted: boolean): [Destinations, () => void] {
  const client = useShopClient();
  const [products, retry] = useKeyedLoad(wanted ? client.locale : null, (signal) => listCatalogueSlugs(client, { signal }));
  if (products.kind === 'loading') return [{ state: 'loading' }, retry];
  if (products.kind === 'failed') return [{ state: 'failed' }, retry];
  return [{ state: 'ready', destinations: products.value.map((product) => ({ slug: product.slug, name: product.name })) }, retry];
}

/**
 * Spec §2 review modal of the default layout: opened by a button, closed by its × button, Escape or
 * the overlay; not persistent (a closed modal forgets its form).
 */
export function ReviewModalProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [modal, setModal] = useState<{ open: boolean; destination?: string }>({ open: false });
  const [everOpened, setEverOpened] = useState(false);
  const [destinations, retry] = useDestinations(everOpened);
  const open = useCallback<OpenReviewModal>((destination) => {
    setEverOpened(true);
    setModal({ open: true, ...(destination ? { destination } : {}) });
  }, []);
  return (
    <ReviewModalContext.Provider value={open}>
      {children}
      <Modal
        open={modal.open}
        onOpenChange={(next) => setModal((current) => ({ ...current, open: next }))}
        title={intl.formatMessage({ id: 'review.form.title' })}
      >
        {destinations.state === 'ready' ? (
          <ReviewFormHost
            destinations={destinations.destinations}
            idPrefix="review-modal"
            {...(modal.destination ? { destination: modal.destination } : {})}
          />
        ) : destinations.state === 'failed' ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{intl.formatMessage({ id: 'form.genericError' })}</p>
            <Button variant="secondary" onClick={retry}>
              {intl.formatMessage({ id: 'review.modal.retry' })}
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2">
            <Spinner size="sm" />
            {intl.formatMessage({ id: 'review.modal.loading' })}
          </p>
        )}
      </Modal>
    </ReviewModalContext.Provider>
  );
}

/** The button that opens the review modal (rating blocks, product pages). */
export function WriteReviewButton({ destination, variant = 'secondary' }: { destination?: string; variant?: 'primary' | 'secondary' }) {
  const intl = useIntl();
  const open = useOpenReviewModal();
  if (!open) return null;
  return (
    <Button variant={variant} onClick={() => open(destination)}>
      {intl.formatMessage({ id: 'review.form.title' })}
    </Button>
  );
}
