export * from './sidebar.machine';
export * from './sidebar.selectors';
export * from './sidebar.types';
export * from './sidebar.before-start';
