import { createActorContext } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { toBcp47 } from '@shop/api/locale';
import { ReviewForm, type ReviewFormErrors } from '@shop/design-system';
import {
  reviewFormMachine,
  selectDestinations,
  selectFieldErrors,
  selectIsSending,
  selectPicture,
  selectStatusError,
  selectSuccessMessage,
  selectValues,
  type ReviewDestination,
} from '@shop/machines/reviews';

import type { MessageId } from '../../lib/i18n/code-text';
import { useLocale } from '../../lib/i18n/locale-route';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { messageFieldTexts, statusFailureText } from '../forms/form-messages';
import { reviewFormActors } from './reviews.actors';

const ReviewFormContext = createActorContext(reviewFormMachine);

interface ReviewFormHostProps {
  destinations: readonly ReviewDestination[];
  /** The fields' ids: the reviews page and the review modal each have their own. */
  idPrefix: string;
  title?: string;
  /** A product page's destination, chosen already. */
  destination?: string;
}

function ReviewFormView({
  idPrefix,
  title,
  keepPicture,
}: Pick<ReviewFormHostProps, 'idPrefix' | 'title'> & { keepPicture: (file: File | null) => void }) {
  const intl = useIntl();
  const form = ReviewFormContext.useActorRef();
  const values = ReviewFormContext.useSelector(selectValues);
  const picture = ReviewFormContext.useSelector(selectPicture);
  const destinations = ReviewFormContext.useSelector(selectDestinations);
  const fieldErrors = ReviewFormContext.useSelector(selectFieldErrors);
  const statusError = ReviewFormContext.useSelector(selectStatusError);
  const busy = ReviewFormContext.useSelector(selectIsSending);
  // The spec's key (§8) is a storefront catalog id: a catalog without it does not compile.
  const successKey = ReviewFormContext.useSelector(selectSuccessMessage);
  const text = (id: string) => intl.formatMessage({ id });
  const errors: ReviewFormErrors = messageFieldTexts(intl, fieldErrors);
  const status = statusFailureText(intl, statusError);
  return (
    <ReviewForm
      values={values}
      picture={picture}
      destinations={destinations.map((destination) => ({ value: destination.slug, label: destination.name }))}
      errors={errors}
      busy={busy}
      {...(status ? { statusError: status } : {})}
      {...(successKey ? { successMessage: text(successKey satisfies MessageId) } : {})}
      idPrefix={idPrefix}
      {...(title ? { title } : {})}
      onFieldChange={(field, value) => form.send({ type: 'field.changed', field, value })}
      onFieldBlur={(field) => form.send({ type: 'field.blurred', field })}
      onPictureChosen={(file) => {
        keepPicture(file);
        form.send({ type: 'file.chosen', field: 'picture', file: { name: file.name, size: file.size, type: file.type } });
      }}
      onPictureCleared={() => {
        keepPicture(null);
        form.send({ type: 'file.cleared', field: 'picture' });
      }}
      onSubmit={() => form.send({ type: 'review.submitted' })}
    />
  );
}

/**
 * Spec §3/§4 add-review form on the review machine: validated, sent with its picture to the
 * backend, stored awaiting moderation; on success the form says so and starts again.
 */
export function ReviewFormHost({ destinations, idPrefix, title, destination }: ReviewFormHostProps) {
  const locale = useLocale();
  const client = useShopClient();
  // The chosen file itself: the machine keeps only its name, size and type.
  const [picture, setPicture] = useState<File | null>(null);
  const logic = useMemo(() => reviewFormMachine.provide(reviewFormActors(client, { picture, idPrefix })), [client, picture, idPrefix]);
  return (
    <ReviewFormContext.Provider
      logic={logic}
      options={{ input: { destinations, locale: toBcp47(locale), ...(destination ? { destination } : {}) } }}
    >
      <ReviewFormView idPrefix={idPrefix} {...(title ? { title } : {})} keepPicture={setPicture} />
    </ReviewFormContext.Provider>
  );
}
