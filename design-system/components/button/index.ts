export { Button, type ButtonProps } from './button';
export { buttonVariants, type ButtonVariantProps } from './button.variants';
