import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './esim-usage.messages.json';

export const esimUsageMessages = defineComponentMessages('EsimUsage', catalog);
