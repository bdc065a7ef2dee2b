export * from './info-rows';
