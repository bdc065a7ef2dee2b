export { standInSnapshot, type BeforeStart, type StandInSnapshot } from './before-start';
