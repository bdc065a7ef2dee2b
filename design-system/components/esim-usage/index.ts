export { EsimUsage, type EsimUsageFigures, type EsimUsageProps } from './esim-usage';
export {
  ESIM_USAGE_STATES,
  esimUsageBadgeVariants,
  esimUsageFillVariants,
  esimUsageTrackVariants,
  esimUsageVariants,
  type EsimUsageBadgeState,
  type EsimUsageFillTone,
  type EsimUsageState,
  type EsimUsageVariantProps,
} from './esim-usage.variants';
