export * from './saved-addresses';
export * from './saved-addresses.format';
export * from './saved-addresses.variants';
