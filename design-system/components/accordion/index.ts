export { Accordion, type AccordionItemData, type AccordionProps } from './accordion';
export { accordionItemVariants, accordionVariants, type AccordionVariantProps } from './accordion.variants';
