export { CookieNotice, type CookieNoticeProps } from './cookie-notice';
export { cookieNoticeVariants, type CookieNoticeVariantProps } from './cookie-notice.variants';
