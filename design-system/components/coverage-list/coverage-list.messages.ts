import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './coverage-list.messages.json';

export const coverageListMessages = defineComponentMessages('CoverageList', catalog);
