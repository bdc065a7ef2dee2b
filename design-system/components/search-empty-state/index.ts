export * from './search-empty-state';
