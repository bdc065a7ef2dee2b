import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './password-field.messages.json';

export const passwordFieldMessages = defineComponentMessages('PasswordField', catalog);
