import { useIntl } from 'react-intl';

import { listCatalogSlugs } from '@shop/api';
import { Button, Modal, Spinner } from '@shop/design-system';
import type { ReviewDestination } from '@shop/machines/reviews';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { useKeyedLoad } from '../../lib/react/use-keyed-load';
import { ReviewFormHost } from './review-form-host';

type Destinations = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; destinations: ReviewDestination[] };

/** The destinations the form offers, read once the modal first opens (not with every page). */
function useDestinations(): [Destinations, () => void] {
  const client = useShopClient();
  const [products, retry] = useKeyedLoad(client.locale, (signal) => listCatalogSlugs(client, { signal }));
  if (products.kind === 'loading') return [{ state: 'loading' }, retry];
  if (products.kind === 'failed') return [{ state: 'failed' }, retry];
  return [{ state: 'ready', destinations: products.value.map((product) => ({ slug: product.slug, name: product.name })) }, retry];
}

export interface ReviewModalDialogProps {
  open: boolean;
  destination?: string;
  onOpenChange: (open: boolean) => void;
}

/**
 * The review modal itself, with its form: loaded the first time the shopper opens it
 * (`ReviewModalProvider`), which is also when it reads the destinations.
 */
export function ReviewModalDialog({ open, destination, onOpenChange }: ReviewModalDialogProps) {
  const intl = useIntl();
  const [destinations, retry] = useDestinations();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'review.form.title' })}>
      {destinations.state === 'ready' ? (
        <ReviewFormHost destinations={destinations.destinations} idPrefix="review-modal" {...(destination ? { destination } : {})} />
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
  );
}
