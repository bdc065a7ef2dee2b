import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './order-review.messages.json';

export const orderReviewMessages = defineComponentMessages('OrderReview', catalog);
