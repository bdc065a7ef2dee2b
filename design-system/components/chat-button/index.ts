export { ChatButton, type ChatButtonProps, type ChatButtonState } from './chat-button';
export { chatButtonVariants, type ChatButtonVariantProps } from './chat-button.variants';
