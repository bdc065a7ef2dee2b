export * from './coverage-list';
