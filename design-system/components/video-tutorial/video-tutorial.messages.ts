import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const videoTutorialMessages = defineComponentMessages('VideoTutorial', {
  en: {
    load: 'Play the video (loads {provider})',
    consentNote: 'The video player comes from another site and is only loaded when you press play.',
  },
  fr: {
    load: 'Lire la vidéo (charge {provider})',
    consentNote: "Le lecteur vidéo provient d'un autre site et n'est chargé que lorsque vous lancez la lecture.",
  },
  es: {
    load: 'Reproducir el vídeo (carga {provider})',
    consentNote: 'El reproductor de vídeo procede de otro sitio y solo se carga cuando pulsas reproducir.',
  },
  it: {
    load: 'Riproduci il video (carica {provider})',
    consentNote: 'Il lettore video proviene da un altro sito e viene caricato solo quando premi play.',
  },
  de: {
    load: 'Video abspielen (lädt {provider})',
    consentNote: 'Der Videoplayer stammt von einer anderen Website und wird erst geladen, wenn Sie auf Abspielen drücken.',
  },
  nl: {
    load: 'Video afspelen (laadt {provider})',
    consentNote: 'De videospeler komt van een andere site en wordt pas geladen als je op afspelen drukt.',
  },
  ja: {
    load: '動画を再生（{provider} を読み込みます）',
    consentNote: '動画プレーヤーは外部サイトのもので、再生ボタンを押したときにのみ読み込まれます。',
  },
  tw: {
    load: '播放影片（將載入 {provider}）',
    consentNote: '影片播放器來自其他網站，只有在您按下播放時才會載入。',
  },
});
