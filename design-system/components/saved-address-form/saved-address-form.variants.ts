/**
 * Company and VAT number: stacked on phones, sharing a row from tablet, like
 * the names above them (the same grid as the checkout's name row).
 */
export { addressFormNameRowClassName as savedAddressFormPairClassName } from '../address-form/address-form.variants';
