export * from './chunk-reload.machine';
export * from './chunk-reload.selectors';
export * from './chunk-reload.types';
