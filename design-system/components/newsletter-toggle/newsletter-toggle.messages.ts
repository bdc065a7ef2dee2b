import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './newsletter-toggle.messages.json';

export const newsletterToggleMessages = defineComponentMessages('NewsletterToggle', catalog);
