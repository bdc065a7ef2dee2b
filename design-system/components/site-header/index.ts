export { SiteHeader, type SiteHeaderNavItem, type SiteHeaderProps } from './site-header';
export { siteHeaderButtonVariants, siteHeaderNavLinkVariants, type SiteHeaderButtonVariantProps } from './site-header.variants';
