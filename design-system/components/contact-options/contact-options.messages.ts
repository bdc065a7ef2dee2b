import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './contact-options.messages.json';

export const contactOptionsMessages = defineComponentMessages('ContactOptions', catalog);
