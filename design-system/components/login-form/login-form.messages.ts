import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './login-form.messages.json';

export const loginFormMessages = defineComponentMessages('LoginForm', catalog);
