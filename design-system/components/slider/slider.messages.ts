import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './slider.messages.json';

/**
 * `slide` is a slide's name (its role description already says "slide"); `showSlide` and
 * `showPage` name a bullet and announce a move, with one slide or several slides per view.
 */
export const sliderMessages = defineComponentMessages('Slider', catalog);
