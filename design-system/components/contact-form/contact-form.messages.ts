import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './contact-form.messages.json';

export const contactFormMessages = defineComponentMessages('ContactForm', catalog);
