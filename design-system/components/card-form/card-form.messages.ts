import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './card-form.messages.json';

export const cardFormMessages = defineComponentMessages('CardForm', catalog);
