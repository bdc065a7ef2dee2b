import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './account-nav.messages.json';

export const accountNavMessages = defineComponentMessages('AccountNav', catalog);
