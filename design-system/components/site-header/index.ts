export * from './site-header';
export * from './site-header.variants';
