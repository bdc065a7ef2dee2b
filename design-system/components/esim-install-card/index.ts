export {
  EsimCopyAnnouncer,
  EsimInstallCard,
  useEsimCopyFeedback,
  type EsimCopyFeedback,
  type EsimInstallCardProps,
  type InstallableEsim,
  type InstallPlatform,
} from './esim-install-card';
export { esimDisclosureSummaryClassName, esimInstallCardClassName, esimQrClassName } from './esim-install-card.variants';
