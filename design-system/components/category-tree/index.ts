export { CategoryTree, type CategoryTreeNode, type CategoryTreeProps } from './category-tree';
export { categoryTreeLinkVariants, type CategoryTreeLinkVariantProps } from './category-tree.variants';
