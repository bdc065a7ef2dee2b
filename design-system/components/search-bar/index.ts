export * from './search-bar';
export * from './search-result-item';
export * from './search-bar.variants';
