export { ContactOptions, type ContactOptionsProps } from './contact-options';
export { contactOptionLinkClassName, contactOptionsListVariants, type ContactOptionsVariantProps } from './contact-options.variants';
