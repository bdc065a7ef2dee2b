export { CoverageList, type CoverageDestination, type CoverageListProps } from './coverage-list';
