import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './promises-bar.messages.json';

export const promisesBarMessages = defineComponentMessages('PromisesBar', catalog);
