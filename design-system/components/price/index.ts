export { Price, type PriceProps } from './price';
export { currencyFractionDigits, formatMinorUnits, minorToMajor } from './price.format';
export { priceVariants, type PriceVariantProps } from './price.variants';
