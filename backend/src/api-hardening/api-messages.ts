import { SHOP_LANGUAGES, type ShopLanguage, type Translations } from '../seed/languages';

/**
 * What the APIs answer when they refuse a request before running it, or when something unexpected
 * failed inside, in the shop's languages. Keys are Vendure language codes (the request's
 * `languageCode`); `{limit}` is replaced by the number.
 */
export const API_MESSAGES = {
  QUERY_TOO_DEEP: {
    en: 'The request is nested too deeply (at most {limit} levels)',
    fr: 'La requête est trop imbriquée ({limit} niveaux au plus)',
    es: 'La solicitud está demasiado anidada ({limit} niveles como máximo)',
    it: 'La richiesta è annidata troppo in profondità (al massimo {limit} livelli)',
    de: 'Die Anfrage ist zu tief verschachtelt (höchstens {limit} Ebenen)',
    nl: 'Het verzoek is te diep genest (hoogstens {limit} niveaus)',
    ja: 'リクエストの入れ子が深すぎます（最大 {limit} 階層）',
    zh_Hant: '請求的巢狀層級過深（最多 {limit} 層）',
  },
  TOO_MANY_ALIASES: {
    en: 'The request uses too many aliases (at most {limit})',
    fr: 'La requête utilise trop d’alias ({limit} au plus)',
    es: 'La solicitud usa demasiados alias ({limit} como máximo)',
    it: 'La richiesta usa troppi alias (al massimo {limit})',
    de: 'Die Anfrage verwendet zu viele Aliase (höchstens {limit})',
    nl: 'Het verzoek gebruikt te veel aliassen (hoogstens {limit})',
    ja: 'リクエストのエイリアスが多すぎます（最大 {limit} 個）',
    zh_Hant: '請求使用的別名過多（最多 {limit} 個）',
  },
  QUERY_TOO_COMPLEX: {
    en: 'The request asks for too much at once (cost limit {limit}): ask for less, or in several requests',
    fr: 'La requête en demande trop à la fois (coût maximal {limit}) : demandez moins, ou en plusieurs requêtes',
    es: 'La solicitud pide demasiado a la vez (coste máximo {limit}): pida menos, o en varias solicitudes',
    it: 'La richiesta chiede troppo in una volta (costo massimo {limit}): chiedi meno, o in più richieste',
    de: 'Die Anfrage verlangt zu viel auf einmal (Kostengrenze {limit}): weniger anfragen oder auf mehrere Anfragen verteilen',
    nl: 'Het verzoek vraagt te veel tegelijk (kostenlimiet {limit}): vraag minder, of in meerdere verzoeken',
    ja: 'リクエストが一度に要求する量が多すぎます（コスト上限 {limit}）。量を減らすか、複数のリクエストに分けてください',
    zh_Hant: '請求一次要求的內容過多（成本上限 {limit}）：請減少內容或分成多個請求',
  },
  SEARCH_TERM_TOO_LONG: {
    en: 'The search term is too long (at most {limit} characters)',
    fr: 'Le terme de recherche est trop long ({limit} caractères au plus)',
    es: 'El término de búsqueda es demasiado largo ({limit} caracteres como máximo)',
    it: 'Il termine di ricerca è troppo lungo (al massimo {limit} caratteri)',
    de: 'Der Suchbegriff ist zu lang (höchstens {limit} Zeichen)',
    nl: 'De zoekterm is te lang (hoogstens {limit} tekens)',
    ja: '検索語が長すぎます（最大 {limit} 文字）',
    zh_Hant: '搜尋字詞過長（最多 {limit} 個字元）',
  },
  QUERY_TOO_LONG: {
    en: 'The request document is too long (at most {limit} tokens)',
    fr: 'Le document de la requête est trop long ({limit} éléments au plus)',
    es: 'El documento de la solicitud es demasiado largo ({limit} elementos como máximo)',
    it: 'Il documento della richiesta è troppo lungo (al massimo {limit} elementi)',
    de: 'Das Dokument der Anfrage ist zu lang (höchstens {limit} Elemente)',
    nl: 'Het document van het verzoek is te lang (hoogstens {limit} elementen)',
    ja: 'リクエストのドキュメントが長すぎます（最大 {limit} トークン）',
    zh_Hant: '請求文件過長（最多 {limit} 個語彙單元）',
  },
  TOO_MANY_REPEATED_FIELDS: {
    en: 'The request repeats the same fields too often (at most {limit} repetitions)',
    fr: 'La requête répète trop souvent les mêmes champs ({limit} répétitions au plus)',
    es: 'La solicitud repite demasiadas veces los mismos campos ({limit} repeticiones como máximo)',
    it: 'La richiesta ripete troppe volte gli stessi campi (al massimo {limit} ripetizioni)',
    de: 'Die Anfrage wiederholt dieselben Felder zu oft (höchstens {limit} Wiederholungen)',
    nl: 'Het verzoek herhaalt dezelfde velden te vaak (hoogstens {limit} herhalingen)',
    ja: 'リクエストで同じフィールドが繰り返されすぎています（最大 {limit} 回）',
    zh_Hant: '請求重複相同欄位的次數過多（最多 {limit} 次）',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large (at most {limit} bytes)',
    fr: 'La requête est trop volumineuse ({limit} octets au plus)',
    es: 'La solicitud es demasiado grande ({limit} bytes como máximo)',
    it: 'La richiesta è troppo grande (al massimo {limit} byte)',
    de: 'Die Anfrage ist zu groß (höchstens {limit} Bytes)',
    nl: 'Het verzoek is te groot (hoogstens {limit} bytes)',
    ja: 'リクエストが大きすぎます（最大 {limit} バイト）',
    zh_Hant: '請求過大（最多 {limit} 位元組）',
  },
  BAD_REQUEST_BODY: {
    en: 'The request body could not be read: send JSON',
    fr: 'Le corps de la requête est illisible : envoyez du JSON',
    es: 'No se pudo leer el cuerpo de la solicitud: envíe JSON',
    it: 'Impossibile leggere il corpo della richiesta: invia JSON',
    de: 'Der Inhalt der Anfrage ist nicht lesbar: bitte JSON senden',
    nl: 'De inhoud van het verzoek is onleesbaar: stuur JSON',
    ja: 'リクエスト本文を読み取れません。JSON を送信してください',
    zh_Hant: '無法讀取請求內容：請傳送 JSON',
  },
  BAD_UPLOAD_REQUEST: {
    en: 'The upload could not be read: send a GraphQL multipart request',
    fr: 'Le téléversement est illisible : envoyez une requête GraphQL multipart',
    es: 'No se pudo leer la subida: envíe una solicitud GraphQL multipart',
    it: 'Impossibile leggere il caricamento: invia una richiesta GraphQL multipart',
    de: 'Der Upload ist nicht lesbar: bitte eine GraphQL-Multipart-Anfrage senden',
    nl: 'De upload is onleesbaar: stuur een GraphQL-multipartverzoek',
    ja: 'アップロードを読み取れません。GraphQL のマルチパートリクエストを送信してください',
    zh_Hant: '無法讀取上傳內容：請傳送 GraphQL multipart 請求',
  },
  TOO_MANY_EXPENSIVE_REQUESTS: {
    en: 'Too many searches and listings at once. Please wait a moment and try again',
    fr: 'Trop de recherches et de listes à la fois. Veuillez patienter un instant puis réessayer',
    es: 'Demasiadas búsquedas y listados a la vez. Espere un momento y vuelva a intentarlo',
    it: 'Troppe ricerche ed elenchi contemporaneamente. Attendi un momento e riprova',
    de: 'Zu viele Suchen und Listen auf einmal. Bitte warten Sie einen Moment und versuchen Sie es erneut',
    nl: 'Te veel zoekopdrachten en lijsten tegelijk. Wacht even en probeer het opnieuw',
    ja: '検索と一覧の要求が多すぎます。しばらく待ってからもう一度お試しください',
    zh_Hant: '同時進行的搜尋與列表請求過多，請稍候再試',
  },
  SERVER_BUSY: {
    en: 'The shop is very busy right now. Please try again in a moment',
    fr: 'La boutique est très sollicitée en ce moment. Veuillez réessayer dans un instant',
    es: 'La tienda está muy ocupada en este momento. Vuelva a intentarlo en un momento',
    it: 'Il negozio è molto occupato in questo momento. Riprova tra un momento',
    de: 'Der Shop ist gerade stark ausgelastet. Bitte versuchen Sie es gleich noch einmal',
    nl: 'De winkel is op dit moment erg druk. Probeer het zo nog eens',
    ja: 'ただいまショップが大変混み合っています。しばらくしてからもう一度お試しください',
    zh_Hant: '商店目前非常繁忙，請稍後再試',
  },
  INTERNAL_SERVER_ERROR: {
    en: 'Something went wrong on our side. Please try again in a moment',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant',
    es: 'Algo ha fallado por nuestra parte. Vuelva a intentarlo en un momento',
    it: 'Si è verificato un problema da parte nostra. Riprova tra un momento',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal',
    nl: 'Er ging aan onze kant iets mis. Probeer het zo nog eens',
    ja: '当社側で問題が発生しました。しばらくしてからもう一度お試しください',
    zh_Hant: '我們這邊發生了問題，請稍後再試',
  },
} satisfies Record<string, Translations>;

export type ApiMessageCode = keyof typeof API_MESSAGES;

/** The shop language a request asked for with `?languageCode=` (Vendure's spelling), English otherwise. */
export function requestLanguage(languageCode: unknown): ShopLanguage {
  const code: unknown = Array.isArray(languageCode) ? (languageCode as unknown[])[0] : languageCode;
  return (SHOP_LANGUAGES as readonly unknown[]).includes(code) ? (code as ShopLanguage) : 'en';
}

export function apiMessage(code: ApiMessageCode, language: ShopLanguage, values: { limit?: number } = {}): string {
  return API_MESSAGES[code][language].replace('{limit}', values.limit === undefined ? '' : String(values.limit));
}
