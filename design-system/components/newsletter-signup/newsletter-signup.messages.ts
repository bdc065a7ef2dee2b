import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './newsletter-signup.messages.json';

export const newsletterSignupMessages = defineComponentMessages('NewsletterSignup', catalog);
