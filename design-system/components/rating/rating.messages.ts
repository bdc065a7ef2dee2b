import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './rating.messages.json';

export const ratingMessages = defineComponentMessages('Rating', catalog);
