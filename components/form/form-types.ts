import type { FieldElement } from './form-dom';

/* The types of the form store (form-store.ts) and its fields; the forms import them from here. */

export type { FieldElement };

export type FieldValues = Record<string, unknown>;
/** A field's name in a form of values `T`. */
export type FieldPath<T extends FieldValues> = Extract<keyof T, string>;
export type PathValue<T extends FieldValues, N extends FieldPath<T>> = T[N];
/** One field's error: the rule that failed (`type`) and its encoded issue or text (`message`). */
export interface FieldError {
  type: string;
  message?: string;
}
/** A field's name, or a form-level error such as `root.server`. */
export type ErrorPath<T extends FieldValues> = FieldPath<T> | `root.${string}`;

export type SetError<T extends FieldValues> = (name: ErrorPath<T>, error: FieldError) => void;

export interface FormState {
  isSubmitting: boolean;
  isSubmitted: boolean;
  /** Form-level errors only (`root.server` → `errors.root.server`); a field's: useFieldError. */
  errors: { root?: Partial<Record<string, FieldError>> };
}

/** What a validation of all values answers: the parsed values, or errors by field name. */
export type Validation<TOut> =
  { values: TOut; errors?: undefined } | { values?: undefined; errors: Map<string, FieldError> };

export interface FormStoreOptions<TIn extends FieldValues, TOut> {
  defaultValues?: Partial<TIn>;
  validate: (values: TIn) => Promise<Validation<TOut>>;
  /** A field was focused: time to fetch what `validate` needs. */
  onFieldFocus?: () => void;
}

/** Spread on the control: `<input {...form.register('email')} />`. */
export interface FieldRegistration<N extends string> {
  name: N;
  ref: (element: FieldElement | null) => void | (() => void);
}

export interface RegisterOptions<T extends FieldValues> {
  /** Fields validated again whenever this one is validated on blur (a confirmation). */
  deps?: FieldPath<T> | FieldPath<T>[];
}
