import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './chat-button.messages.json';

export const chatButtonMessages = defineComponentMessages('ChatButton', catalog);
