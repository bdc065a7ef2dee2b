import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './new-password-form.messages.json';

export const newPasswordFormMessages = defineComponentMessages('NewPasswordForm', catalog);
