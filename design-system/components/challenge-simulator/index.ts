export { ChallengeSimulator, type ChallengeOutcome, type ChallengeSimulatorProps } from './challenge-simulator';
export {
  challengeSimulatorActionClassName,
  challengeSimulatorActionsClassName,
  challengeSimulatorBannerClassName,
  challengeSimulatorPanelVariants,
  type ChallengeSimulatorPanelVariantProps,
  type ChallengeSimulatorStatus,
} from './challenge-simulator.variants';
