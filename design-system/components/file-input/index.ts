export * from './file-input';
export * from './file-input.logic';
export * from './file-input.variants';
