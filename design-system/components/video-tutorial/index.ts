export * from './video-tutorial';
export { videoTutorialLoadVariants, type VideoTutorialLoadVariantProps } from './video-tutorial.variants';
