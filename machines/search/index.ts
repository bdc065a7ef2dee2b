export * from './search.machine';
export * from './search.selectors';
export * from './search.types';
