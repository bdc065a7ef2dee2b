export { OfflineBanner, type OfflineBannerProps } from './offline-banner';
export { offlineBannerVariants, type OfflineBannerVariantProps } from './offline-banner.variants';
