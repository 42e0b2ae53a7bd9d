/** Two presses closer than this are one double click (the usual system setting is 500 ms). */
const REPEAT_MS = 500;

/**
 * What follows a form's reset that the visitor did not do, so it must not become an error:
 *
 * - the second click of a double click landing on the form that its first click just sent and
 *   emptied (a submit within REPEAT_MS of the reset, nothing typed since), which would report
 *   every emptied field as "required";
 * - the focus leaving the field it stayed in through the reset (the submit button keeps it there,
 *   keep-focus.ts): that field was emptied, not visited.
 *
 * Anything the visitor does in a field (focus, input, change) or a value set by code ends this.
 */
export function createAfterReset() {
  let at = -Infinity;
  let touched = false;
  let heldFocus: string | null = null;

  return {
    /** A reset now; `focused` is the name of the field that has the focus, if any. */
    reset(focused: string | null): void {
      at = Date.now();
      touched = false;
      heldFocus = focused;
    },
    /** The visitor focused `name`: leaving it again is a visit. */
    focused(name: string): void {
      if (heldFocus === name) heldFocus = null;
    },
    /** The visitor typed or chose something in `name` (or code set a value). */
    touched(name?: string): void {
      touched = true;
      if (name !== undefined && heldFocus === name) heldFocus = null;
    },
    /** The focus left `name`: false when it had only stayed there through the reset. */
    validatesBlur(name: string): boolean {
      if (heldFocus !== name) return true;
      heldFocus = null;
      return false;
    },
    /** A submit now would be a double click's second press on the emptied form. */
    isRepeatSubmit: (): boolean => !touched && Date.now() - at < REPEAT_MS,
  };
}
