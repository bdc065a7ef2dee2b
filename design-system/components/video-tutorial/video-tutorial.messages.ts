import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './video-tutorial.messages.json';

export const videoTutorialMessages = defineComponentMessages('VideoTutorial', catalog);
