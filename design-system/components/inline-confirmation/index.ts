export * from './inline-confirmation';
export * from './inline-confirmation.variants';
export * from './use-focus-after-close';
