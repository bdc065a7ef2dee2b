import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './esim-install-card.messages.json';

export const esimInstallCardMessages = defineComponentMessages('EsimInstallCard', catalog);
