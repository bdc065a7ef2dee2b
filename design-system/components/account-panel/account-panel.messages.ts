import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './account-panel.messages.json';

export const accountPanelMessages = defineComponentMessages('AccountPanel', catalog);
