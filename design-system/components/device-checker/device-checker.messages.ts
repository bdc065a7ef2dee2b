import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './device-checker.messages.json';

export const deviceCheckerMessages = defineComponentMessages('DeviceChecker', catalog);
