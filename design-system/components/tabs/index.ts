export * from './tabs';
export * from './tabs.variants';
