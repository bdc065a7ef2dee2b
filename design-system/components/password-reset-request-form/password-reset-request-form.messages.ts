import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './password-reset-request-form.messages.json';

export const passwordResetRequestFormMessages = defineComponentMessages('PasswordResetRequestForm', catalog);
