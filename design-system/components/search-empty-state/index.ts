export { SearchEmptyState, type SearchEmptyStateDestination, type SearchEmptyStateProps } from './search-empty-state';
