/**
 * Unicode bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069).
 * In a name they can make text display in another order than it was typed ("RLO" tricks that turn
 * "txt.exe" around) or leak direction into what follows. Names lose them at write time; user text
 * is also shown isolated (dir="auto" with unicode-bidi: plaintext, app/globals.css .user-text).
 * LRM/RLM marks stay: they only give a direction, they cannot reorder.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export function hasBidiControls(value: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/.test(value);
}
