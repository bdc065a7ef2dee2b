import type { ShopClient } from '@shop/api';
import { reviewFieldId } from '@shop/design-system';
import type { ReviewSubmission, reviewFormMachine } from '@shop/machines/reviews';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';

/** Loaded with the first request, not with the page (docs/architecture.md "What a first load holds"). */
const reviewsOperations = () => import('@shop/api/operations/reviews');

/** The form on the page: the `File` the shopper chose (the machine keeps only its name and size), and its ids. */
export interface ReviewFormPage {
  readonly picture: File | null;
  readonly idPrefix: string;
}

/**
 * The review's request (stored awaiting moderation), cancelled when the form is left, and focus
 * to the field a refused submit names. The picture goes along only while the machine still holds
 * one: after a sent review the form starts again without it.
 */
export function reviewFormActors(client: ShopClient, page: ReviewFormPage): MachineActors<typeof reviewFormMachine, 'focusField'> {
  return {
    actors: {
      sendReview: fromPromise<void, ReviewSubmission>(async ({ input, signal }) => {
        const { name, email, destination, rate, message } = input;
        const picture = input.picture && page.picture ? { picture: page.picture } : {};
        return (await reviewsOperations()).submitReview(client, { name, email, destination, rate, message, ...picture }, { signal });
      }),
    },
    actions: {
      focusField: (_, { field }) => window.document.getElementById(reviewFieldId(field, page.idPrefix))?.focus(),
    },
  };
}
