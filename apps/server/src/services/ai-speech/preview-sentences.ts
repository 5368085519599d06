/** What a voice says as its preview, in its own language (by primary tag); English otherwise. */
const SENTENCES: Record<string, string> = {
  en: 'Hello! This is how I sound when I read your text aloud.',
  es: '¡Hola! Así sueno cuando leo tu texto en voz alta.',
  fr: 'Bonjour ! Voici ma voix quand je lis votre texte à haute voix.',
  de: 'Hallo! So klinge ich, wenn ich Ihren Text vorlese.',
  it: 'Ciao! Ecco come suono quando leggo il tuo testo ad alta voce.',
  pt: 'Olá! É assim que eu soo quando leio o seu texto em voz alta.',
  nl: 'Hallo! Zo klink ik wanneer ik je tekst voorlees.',
  pl: 'Cześć! Tak brzmię, gdy czytam twój tekst na głos.',
  cs: 'Ahoj! Takhle zním, když čtu váš text nahlas.',
  ru: 'Здравствуйте! Так звучит мой голос, когда я читаю ваш текст.',
  uk: 'Привіт! Так звучить мій голос, коли я читаю ваш текст.',
  sv: 'Hej! Så här låter jag när jag läser din text högt.',
  el: 'Γεια σας! Έτσι ακούγομαι όταν διαβάζω το κείμενό σας.',
  tr: 'Merhaba! Metninizi sesli okurken sesim böyle çıkıyor.',
  ar: 'مرحبًا! هكذا يبدو صوتي عندما أقرأ نصك بصوت عالٍ.',
  hi: 'नमस्ते! जब मैं आपका पाठ पढ़ता हूँ तो मेरी आवाज़ ऐसी होती है।',
  cmn: '你好！这是我朗读你的文字时的声音。',
  zh: '你好！这是我朗读你的文字时的声音。',
  ja: 'こんにちは。これが私の声です。',
  ko: '안녕하세요! 제가 글을 읽을 때 이런 목소리가 납니다.',
  vi: 'Xin chào! Đây là giọng của tôi khi đọc văn bản của bạn.',
  id: 'Halo! Beginilah suara saya saat membacakan teks Anda.',
};

export function previewSentence(language: string): string {
  return SENTENCES[language.split('-')[0]!.toLowerCase()] ?? SENTENCES.en!;
}
