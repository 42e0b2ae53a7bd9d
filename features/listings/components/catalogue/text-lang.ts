const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LATIN = /[A-Za-z\u00C0-\u024F]/u;

/**
 * The language of user-written text, judged by its first letter: owners write in either language
 * whatever the page's, and `lang` lets screen readers pick the right voice. Undefined when the
 * text has no letter of either script (it then inherits the page's).
 */
export function textLang(text: string): 'ar' | 'en' | undefined {
  for (const char of text) {
    if (ARABIC.test(char)) return 'ar';
    if (LATIN.test(char)) return 'en';
  }
  return undefined;
}
