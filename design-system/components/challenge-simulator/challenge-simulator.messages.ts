import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './challenge-simulator.messages.json';

export const challengeSimulatorMessages = defineComponentMessages('ChallengeSimulator', catalog);
