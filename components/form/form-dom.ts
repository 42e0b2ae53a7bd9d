/*
 * Reading and writing an uncontrolled control's value as react-hook-form did, for the controls
 * the forms use: text inputs and textareas (their text), selects (the chosen value), a single
 * checkbox (checked or not), a radio group (the checked radio's value, null for none) and a file
 * input (its FileList; it can only be emptied).
 */

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isChoice = (element: FieldElement): element is HTMLInputElement =>
  element.type === 'checkbox' || element.type === 'radio';

/** The value of a field from its elements (a radio group has several). */
export function readField(elements: FieldElement[]): unknown {
  const [element] = elements;
  if (!element) return undefined;
  if (element.type === 'radio') {
    return (elements as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? null;
  }
  if (element.type === 'checkbox') return (element as HTMLInputElement).checked;
  if (element.type === 'file') return (element as HTMLInputElement).files;
  return element.value;
}

/** Shows `value` in one element of a field. */
export function writeField(element: FieldElement, value: unknown): void {
  if (isChoice(element)) {
    element.checked = element.type === 'radio' ? element.value === value : Boolean(value);
  } else if (element.type === 'file') {
    element.value = '';
  } else {
    element.value = value == null ? '' : String(value);
  }
}

/** Changed since the page was rendered: typed into, chosen or checked before it hydrated. */
export function isEdited(element: FieldElement): boolean {
  if (isChoice(element)) return element.checked !== element.defaultChecked;
  if (element.tagName === 'SELECT') {
    const options = [...(element as HTMLSelectElement).options];
    const initial = options.findIndex((option) => option.defaultSelected);
    return (element as HTMLSelectElement).selectedIndex !== Math.max(initial, 0);
  }
  return element.value !== (element as HTMLInputElement | HTMLTextAreaElement).defaultValue;
}
