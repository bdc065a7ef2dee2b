import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './registration-form.messages.json';

export const registrationFormMessages = defineComponentMessages('RegistrationForm', catalog);
