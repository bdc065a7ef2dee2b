export { Slider, type SliderNavigation, type SliderProps } from './slider';
export { sliderBulletVariants, type SliderBulletVariantProps } from './slider.variants';
