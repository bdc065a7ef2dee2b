export * from './pagination';
export * from './pagination.logic';
export * from './pagination.variants';
