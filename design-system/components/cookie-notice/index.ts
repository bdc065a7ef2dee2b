export * from './cookie-notice';
export * from './cookie-notice.variants';
