export * from './esim-install-card';
export * from './esim-install-card.variants';
