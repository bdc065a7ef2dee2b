export * from './offline-banner';
export * from './offline-banner.variants';
