export * from './account-panel';
export * from './account-panel.variants';
