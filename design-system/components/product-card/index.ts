export { ProductCard, type ProductCardPrice, type ProductCardProps } from './product-card';
