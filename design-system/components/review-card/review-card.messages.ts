import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './review-card.messages.json';

export const reviewCardMessages = defineComponentMessages('ReviewCard', catalog);
