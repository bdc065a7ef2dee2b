export * from './rating';
export * from './rating.logic';
export * from './rating.variants';
