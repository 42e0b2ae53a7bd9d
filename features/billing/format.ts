/**
 * User-written text (an ad title) inside a sentence of the other direction: first-strong
 * isolates keep its punctuation and the sentence's quotes where they belong.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
