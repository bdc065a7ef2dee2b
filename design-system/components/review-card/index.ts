export { ReviewCard, type ReviewCardPicture, type ReviewCardProps } from './review-card';
export { reviewCardPictureClassName, reviewCardVariants, type ReviewCardVariantProps } from './review-card.variants';
