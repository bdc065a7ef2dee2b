import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './thank-you-panel.messages.json';

export const thankYouPanelMessages = defineComponentMessages('ThankYouPanel', catalog);
