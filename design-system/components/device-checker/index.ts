export * from './device-checker';
export * from './device-checker.logic';
export * from './device-checker.variants';
