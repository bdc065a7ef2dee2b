export * from './before-start';
