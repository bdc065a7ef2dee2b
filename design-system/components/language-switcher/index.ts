export * from './language-switcher';
export * from './language-switcher.variants';
export * from './locales';
