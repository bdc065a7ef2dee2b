export { DEFAULT_FLAG_BASE_PATH, Flag, flagSrc, PlanFlag, type FlagProps } from './flag';
export { flagDimensions, flagVariants, type FlagSize, type FlagVariantProps } from './flag.variants';
