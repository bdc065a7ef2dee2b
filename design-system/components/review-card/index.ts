export * from './review-card';
export * from './review-card.variants';
