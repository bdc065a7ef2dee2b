export * from './consent.machine';
export * from './consent.selectors';
export * from './consent.types';
export * from './consent.before-start';
