export { BlogCard, type BlogCardImage, type BlogCardProps, type BlogCardTag } from './blog-card';
export { blogCardVariants, type BlogCardVariantProps } from './blog-card.variants';
