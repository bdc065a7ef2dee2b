import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './file-input.messages.json';

export const fileInputMessages = defineComponentMessages('FileInput', catalog);
