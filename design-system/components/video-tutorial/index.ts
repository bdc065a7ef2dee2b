export { VideoTutorial, type VideoTutorialPoster, type VideoTutorialProps } from './video-tutorial';
export { videoTutorialLoadVariants, type VideoTutorialLoadVariantProps } from './video-tutorial.variants';
