import { SHOP_LANGUAGES, type ShopLanguage, type Translations } from '../../seed/languages';
import { FIELD_PROBLEM_MESSAGES } from '../checkout/checkout-messages';
import { RATE_LIMITED_MESSAGES } from '../account/account-messages';

/*
 * What the contact and review endpoints answer, in the request's language (`?languageCode=`).
 * The required, email, min and max texts are spec §5's words, shared with the checkout's and the
 * account's so one field problem reads the same everywhere; the rate limit says what the
 * account's does. The storefront shows these as the server's error value (spec §8).
 */

export const FORM_MESSAGE_KEYS = [
  'required',
  'email',
  'tooShort',
  'tooLong',
  'unknownContactId',
  'unknownDestination',
  'rate',
  'invalidForm',
  'pictureTooLarge',
  'documentTooLarge',
  'pictureType',
  'documentType',
  'imageDimensions',
  'imageUnreadable',
  'pdfActiveContent',
  'pdfUninspectable',
  'documentBusy',
  'malformed',
  'rateLimited',
] as const;
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

export const FORM_MESSAGES: Record<FormMessageKey, Translations> = {
  required: FIELD_PROBLEM_MESSAGES.required,
  email: FIELD_PROBLEM_MESSAGES.email,
  tooShort: {
    en: 'Field is too short',
    fr: 'Le champ est trop court',
    es: 'El campo es demasiado corto',
    it: 'Il campo è troppo corto',
    de: 'Das Feld ist zu kurz',
    nl: 'Het veld is te kort',
    ja: '文字数が足りません',
    zh_Hant: '欄位內容太短',
  },
  tooLong: FIELD_PROBLEM_MESSAGES.tooLong,
  unknownContactId: {
    en: 'Please choose a subject from the list',
    fr: 'Veuillez choisir un sujet dans la liste',
    es: 'Elija un asunto de la lista',
    it: "Scegli un argomento dall'elenco",
    de: 'Bitte wählen Sie einen Betreff aus der Liste',
    nl: 'Kies een onderwerp uit de lijst',
    ja: '一覧から件名を選択してください',
    zh_Hant: '請從清單中選擇主旨',
  },
  unknownDestination: {
    en: 'Please choose a destination from the list',
    fr: 'Veuillez choisir une destination dans la liste',
    es: 'Elija un destino de la lista',
    it: "Scegli una destinazione dall'elenco",
    de: 'Bitte wählen Sie ein Reiseziel aus der Liste',
    nl: 'Kies een bestemming uit de lijst',
    ja: '一覧から渡航先を選択してください',
    zh_Hant: '請從清單中選擇目的地',
  },
  rate: {
    en: 'Choose a rating from 1 to 5',
    fr: 'Choisissez une note de 1 à 5',
    es: 'Elija una puntuación del 1 al 5',
    it: 'Scegli un voto da 1 a 5',
    de: 'Wählen Sie eine Bewertung von 1 bis 5',
    nl: 'Kies een beoordeling van 1 tot 5',
    ja: '1から5の評価を選択してください',
    zh_Hant: '請選擇 1 到 5 的評分',
  },
  invalidForm: {
    en: 'Please correct the highlighted fields',
    fr: 'Veuillez corriger les champs signalés',
    es: 'Corrija los campos señalados',
    it: 'Correggi i campi evidenziati',
    de: 'Bitte korrigieren Sie die markierten Felder',
    nl: 'Corrigeer de gemarkeerde velden',
    ja: '表示された項目を修正してください',
    zh_Hant: '請修正標示的欄位',
  },
  pictureTooLarge: {
    en: 'The picture is larger than 5 MB',
    fr: 'La photo dépasse 5 Mo',
    es: 'La foto supera los 5 MB',
    it: 'La foto supera i 5 MB',
    de: 'Das Bild ist größer als 5 MB',
    nl: 'De foto is groter dan 5 MB',
    ja: '画像が5MBを超えています',
    zh_Hant: '圖片超過 5 MB',
  },
  documentTooLarge: {
    en: 'The file is larger than 10 MB',
    fr: 'Le fichier dépasse 10 Mo',
    es: 'El archivo supera los 10 MB',
    it: 'Il file supera i 10 MB',
    de: 'Die Datei ist größer als 10 MB',
    nl: 'Het bestand is groter dan 10 MB',
    ja: 'ファイルが10MBを超えています',
    zh_Hant: '檔案超過 10 MB',
  },
  pictureType: {
    en: 'Only JPEG, PNG or WebP pictures are accepted',
    fr: 'Seules les photos JPEG, PNG ou WebP sont acceptées',
    es: 'Solo se aceptan fotos JPEG, PNG o WebP',
    it: 'Sono accettate solo foto JPEG, PNG o WebP',
    de: 'Nur JPEG-, PNG- oder WebP-Bilder werden akzeptiert',
    nl: 'Alleen JPEG-, PNG- of WebP-foto’s worden geaccepteerd',
    ja: 'JPEG、PNG、WebP形式の画像のみ受け付けています',
    zh_Hant: '僅接受 JPEG、PNG 或 WebP 圖片',
  },
  documentType: {
    en: 'Only PDF, JPEG, PNG or WebP files are accepted',
    fr: 'Seuls les fichiers PDF, JPEG, PNG ou WebP sont acceptés',
    es: 'Solo se aceptan archivos PDF, JPEG, PNG o WebP',
    it: 'Sono accettati solo file PDF, JPEG, PNG o WebP',
    de: 'Nur PDF-, JPEG-, PNG- oder WebP-Dateien werden akzeptiert',
    nl: 'Alleen PDF-, JPEG-, PNG- of WebP-bestanden worden geaccepteerd',
    ja: 'PDF、JPEG、PNG、WebP形式のファイルのみ受け付けています',
    zh_Hant: '僅接受 PDF、JPEG、PNG 或 WebP 檔案',
  },
  imageDimensions: {
    en: 'The image has too many pixels: at most 40 megapixels are accepted',
    fr: "L'image contient trop de pixels : 40 mégapixels au maximum",
    es: 'La imagen tiene demasiados píxeles: se aceptan 40 megapíxeles como máximo',
    it: "L'immagine ha troppi pixel: sono accettati al massimo 40 megapixel",
    de: 'Das Bild hat zu viele Pixel: höchstens 40 Megapixel werden akzeptiert',
    nl: 'De afbeelding heeft te veel pixels: maximaal 40 megapixel wordt geaccepteerd',
    ja: '画像の画素数が多すぎます（最大4,000万画素）',
    zh_Hant: '圖片像素過多：最多接受 4,000 萬像素',
  },
  imageUnreadable: {
    en: 'The image could not be read. Please choose another file',
    fr: "L'image n'a pas pu être lue. Veuillez choisir un autre fichier",
    es: 'No se ha podido leer la imagen. Elija otro archivo',
    it: "Impossibile leggere l'immagine. Scegli un altro file",
    de: 'Das Bild konnte nicht gelesen werden. Bitte wählen Sie eine andere Datei',
    nl: 'De afbeelding kon niet worden gelezen. Kies een ander bestand',
    ja: '画像を読み込めませんでした。別のファイルを選択してください',
    zh_Hant: '無法讀取圖片，請選擇其他檔案',
  },
  pdfActiveContent: {
    en: 'PDF files containing scripts, actions or attached files are not accepted',
    fr: 'Les fichiers PDF contenant des scripts, des actions ou des fichiers joints ne sont pas acceptés',
    es: 'No se aceptan archivos PDF con scripts, acciones o archivos adjuntos',
    it: 'Non sono accettati file PDF contenenti script, azioni o file allegati',
    de: 'PDF-Dateien mit Skripten, Aktionen oder angehängten Dateien werden nicht akzeptiert',
    nl: 'PDF-bestanden met scripts, acties of bijgevoegde bestanden worden niet geaccepteerd',
    ja: 'スクリプト、アクション、または添付ファイルを含むPDFファイルは受け付けていません',
    zh_Hant: '不接受含有指令碼、動作或附加檔案的 PDF 檔案',
  },
  pdfUninspectable: {
    en: 'This PDF file cannot be checked (it is protected or damaged). Please send an unprotected PDF or a picture of the document',
    fr: 'Ce fichier PDF ne peut pas être vérifié (il est protégé ou endommagé). Veuillez envoyer un PDF non protégé ou une photo du document',
    es: 'No se puede comprobar este archivo PDF (está protegido o dañado). Envíe un PDF sin protección o una foto del documento',
    it: 'Questo file PDF non può essere controllato (è protetto o danneggiato). Invia un PDF non protetto o una foto del documento',
    de: 'Diese PDF-Datei kann nicht geprüft werden (sie ist geschützt oder beschädigt). Bitte senden Sie eine ungeschützte PDF-Datei oder ein Foto des Dokuments',
    nl: 'Dit PDF-bestand kan niet worden gecontroleerd (het is beveiligd of beschadigd). Stuur een onbeveiligde PDF of een foto van het document',
    ja: 'このPDFファイルは確認できません（保護されているか破損しています）。保護されていないPDFか、書類の写真をお送りください',
    zh_Hant: '無法檢查此 PDF 檔案（已受保護或已損毀）。請傳送未受保護的 PDF 或文件的照片',
  },
  documentBusy: {
    en: 'Your document cannot be checked right now. Please try again in a minute',
    fr: 'Votre document ne peut pas être vérifié pour le moment. Veuillez réessayer dans une minute',
    es: 'Ahora no se puede comprobar su documento. Inténtelo de nuevo dentro de un minuto',
    it: 'Al momento non è possibile controllare il documento. Riprova tra un minuto',
    de: 'Ihr Dokument kann gerade nicht geprüft werden. Bitte versuchen Sie es in einer Minute erneut',
    nl: 'Uw document kan nu niet worden gecontroleerd. Probeer het over een minuut opnieuw',
    ja: '現在、書類を確認できません。1分後にもう一度お試しください',
    zh_Hant: '目前無法檢查您的文件，請在一分鐘後再試一次',
  },
  malformed: {
    en: 'The form could not be read. Please try again',
    fr: "Le formulaire n'a pas pu être lu. Veuillez réessayer",
    es: 'No se ha podido leer el formulario. Inténtelo de nuevo',
    it: 'Impossibile leggere il modulo. Riprova',
    de: 'Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut',
    nl: 'Het formulier kon niet worden gelezen. Probeer het opnieuw',
    ja: 'フォームを読み取れませんでした。もう一度お試しください',
    zh_Hant: '無法讀取表單，請再試一次',
  },
  rateLimited: RATE_LIMITED_MESSAGES,
};

function shopLanguageOf(languageCode: string | null | undefined): ShopLanguage {
  return (SHOP_LANGUAGES as readonly string[]).includes(languageCode ?? '') ? (languageCode as ShopLanguage) : 'en';
}

export function formMessage(key: FormMessageKey, languageCode: string | null | undefined): string {
  return FORM_MESSAGES[key][shopLanguageOf(languageCode)];
}
