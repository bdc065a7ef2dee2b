export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
export {
  languageSwitcherItemClassName,
  languageSwitcherTriggerVariants,
  type LanguageSwitcherTriggerVariantProps,
} from './language-switcher.variants';
export { STOREFRONT_LOCALES, type LocaleOption, type StorefrontLocaleCode } from './locales';
