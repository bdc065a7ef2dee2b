import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const sliderMessages = defineComponentMessages('Slider', {
  en: {
    // A slide's name: its role description already says "slide".
    slide: '{page} of {count}',
    // Names a bullet and announces a move: one slide per view.
    showSlide: 'Slide {page} of {count}',
    // Names a bullet and announces a move: several slides per view.
    showPage: 'Page {page} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Stop automatic slide show',
    play: 'Start automatic slide show',
  },
  fr: {
    slide: '{page} sur {count}',
    showSlide: 'Diapositive {page} sur {count}',
    showPage: 'Page {page} sur {count}',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Arrêter le défilement automatique',
    play: 'Lancer le défilement automatique',
  },
  es: {
    slide: '{page} de {count}',
    showSlide: 'Diapositiva {page} de {count}',
    showPage: 'Página {page} de {count}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    pause: 'Detener el pase automático',
    play: 'Iniciar el pase automático',
  },
  it: {
    slide: '{page} di {count}',
    showSlide: 'Diapositiva {page} di {count}',
    showPage: 'Pagina {page} di {count}',
    previous: 'Diapositiva precedente',
    next: 'Diapositiva successiva',
    pause: 'Interrompi lo scorrimento automatico',
    play: 'Avvia lo scorrimento automatico',
  },
  de: {
    slide: '{page} von {count}',
    showSlide: 'Folie {page} von {count}',
    showPage: 'Seite {page} von {count}',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    pause: 'Automatischen Bildwechsel stoppen',
    play: 'Automatischen Bildwechsel starten',
  },
  nl: {
    slide: '{page} van {count}',
    showSlide: 'Dia {page} van {count}',
    showPage: 'Pagina {page} van {count}',
    previous: 'Vorige dia',
    next: 'Volgende dia',
    pause: 'Automatisch afspelen stoppen',
    play: 'Automatisch afspelen starten',
  },
  ja: {
    slide: '{count}件中{page}件目',
    showSlide: '{count}枚中{page}枚目のスライド',
    showPage: '{count}ページ中{page}ページ目',
    previous: '前のスライド',
    next: '次のスライド',
    pause: '自動再生を停止',
    play: '自動再生を開始',
  },
  tw: {
    slide: '第 {page} 項，共 {count} 項',
    showSlide: '第 {page} 張投影片，共 {count} 張',
    showPage: '第 {page} 頁，共 {count} 頁',
    previous: '上一張投影片',
    next: '下一張投影片',
    pause: '停止自動輪播',
    play: '開始自動輪播',
  },
});
