export * from './account-nav';
export * from './account-nav.variants';
