export { AccountNav, type AccountNavItem, type AccountNavProps } from './account-nav';
export { accountNavLinkVariants, accountNavListClassName, type AccountNavLinkVariantProps } from './account-nav.variants';
