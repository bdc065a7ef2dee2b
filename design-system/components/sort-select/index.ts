export * from './sort-select';
