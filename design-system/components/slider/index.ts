export * from './slider';
export { sliderBulletVariants, type SliderBulletVariantProps } from './slider.variants';
