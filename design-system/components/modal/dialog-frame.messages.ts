import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './dialog-frame.messages.json';

export const dialogFrameMessages = defineComponentMessages('DialogFrame', catalog);
