import type { MouseEvent } from 'react';

/**
 * For buttons pressed right after typing (submit, resend). Without it the mouse press blurs the
 * field, the blur validation adds or removes an error line above the button, the button moves
 * before the mouse is released and the click is lost. The field keeps focus instead; submitting
 * validates every field anyway and focuses the first invalid one. Keyboard use is unaffected.
 */
export const keepFieldFocus = {
  onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
};
