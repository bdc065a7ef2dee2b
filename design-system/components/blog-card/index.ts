export * from './blog-card';
export { blogCardVariants, type BlogCardVariantProps } from './blog-card.variants';
