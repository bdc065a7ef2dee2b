/*
 * Line icons and brand marks of the design system, one module each so a page's chunk carries only
 * the icons it draws (docs/architecture.md "What a first load holds").
 */
export { SearchIcon } from './search-icon';
export { CloseIcon } from './close-icon';
export { MenuIcon } from './menu-icon';
export { UserIcon } from './user-icon';
export { CartIcon } from './cart-icon';
export { ChevronDownIcon } from './chevron-down-icon';
export { ChevronLeftIcon } from './chevron-left-icon';
export { ChevronRightIcon } from './chevron-right-icon';
export { GaugeIcon } from './gauge-icon';
export { PhoneIcon } from './phone-icon';
export { AntennaIcon } from './antenna-icon';
export { PowerIcon } from './power-icon';
export { SmartphoneIcon } from './smartphone-icon';
export { GlobeIcon } from './globe-icon';
export { InfoIcon } from './info-icon';
export { MinusIcon } from './minus-icon';
export { PlusIcon } from './plus-icon';
export { TrashIcon } from './trash-icon';
export { TagIcon } from './tag-icon';
export { AlertIcon } from './alert-icon';
export { CheckIcon } from './check-icon';
export { CheckCircleIcon } from './check-circle-icon';
export { LockIcon } from './lock-icon';
export { ShieldIcon } from './shield-icon';
export { CopyIcon } from './copy-icon';
export { QrCodeIcon } from './qr-code-icon';
export { VisaMark } from './visa-mark';
export { MastercardMark } from './mastercard-mark';
export { AmexMark } from './amex-mark';
export { DiscoverMark } from './discover-mark';
export { CreditCardIcon } from './credit-card-icon';
export { MailIcon } from './mail-icon';
export { ChatIcon } from './chat-icon';
export { PayPalWordmark } from './paypal-wordmark';
export { AppleLogoGlyph } from './apple-logo-glyph';
export { ApplePayMark } from './apple-pay-mark';
export { WifiOffIcon } from './wifi-off-icon';
export { FormIcon } from './form-icon';
export { EyeIcon } from './eye-icon';
export { BoltIcon } from './bolt-icon';
export { HeadsetIcon } from './headset-icon';
export { PlayIcon } from './play-icon';
export { PauseIcon } from './pause-icon';
