export { Rating, type RatingProps } from './rating';
export { starKinds, type StarKind } from './rating.logic';
export { ratingStarVariants, type RatingVariantProps } from './rating.variants';
