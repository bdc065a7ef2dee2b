import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './review-form.messages.json';

export const reviewFormMessages = defineComponentMessages('ReviewForm', catalog);
