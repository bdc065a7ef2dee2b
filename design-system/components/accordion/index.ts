export * from './accordion';
export { accordionItemVariants, accordionVariants, type AccordionVariantProps } from './accordion.variants';
