export { Modal, type ModalProps } from './modal';
export { modalContentVariants, type ModalContentVariantProps } from './modal.variants';
