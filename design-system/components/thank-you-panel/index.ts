export * from './thank-you-panel';
export * from './thank-you-panel.variants';
