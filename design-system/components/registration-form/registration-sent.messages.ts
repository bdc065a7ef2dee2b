import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './registration-sent.messages.json';

export const registrationSentMessages = defineComponentMessages('RegistrationSent', catalog);
