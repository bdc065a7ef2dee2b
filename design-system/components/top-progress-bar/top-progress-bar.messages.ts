import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './top-progress-bar.messages.json';

export const topProgressBarMessages = defineComponentMessages('TopProgressBar', catalog);
