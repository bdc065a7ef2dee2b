export {
  CARD_BRAND_NAMES,
  CARD_BRANDS,
  CardBrandMark,
  CardBrands,
  type CardBrand,
  type CardBrandMarkProps,
  type CardBrandsProps,
} from './card-brands';
export { cardBrandMarkVariants, type CardBrandMarkVariantProps } from './card-brands.variants';
