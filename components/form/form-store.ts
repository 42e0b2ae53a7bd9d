import { createAfterReset } from './after-reset';
import { isEdited, readField, writeField, type FieldElement } from './form-dom';
import type {
  FieldError,
  FieldPath,
  FieldRegistration,
  FieldValues,
  FormState,
  FormStoreOptions,
  RegisterOptions,
  SetError,
  Validation,
} from './form-types';

/*
 * The state of one form: its values, errors and submit status, kept outside React so that a
 * field's error line re-renders alone (useFieldError) and the form itself only re-renders when its
 * submit status or form-level (`root.*`) errors change. The fields stay uncontrolled: `register`
 * gives a name and a ref, and the ref's native listeners keep the values current.
 *
 * Field names are flat (no form here nests its values): a field's errors and value are found under
 * its own name. What the form does with them (when to validate, what a schema says) is given by
 * its owner: useZodForm.
 *
 * Errors are the visitor's doing only: a submit while one is under way is dropped, and so is what
 * follows a reset without the visitor (after-reset.ts).
 */

export type FormStore<TIn extends FieldValues, TOut> = ReturnType<
  typeof createFormStore<TIn, TOut>
>;

export function createFormStore<TIn extends FieldValues, TOut>({
  defaultValues,
  validate,
  onFieldFocus,
}: FormStoreOptions<TIn, TOut>) {
  type Name = FieldPath<TIn>;
  let defaults = { ...defaultValues } as TIn;
  let values: FieldValues = { ...defaults };
  let errors = new Map<string, FieldError>();
  let state: FormState = { isSubmitting: false, isSubmitted: false, errors: {} };
  let ready = false;
  // Bumped by reset: validations and submits begun before it leave the state alone.
  let round = 0;
  // The round of the submit under way, if any: a second submit meanwhile is dropped.
  let submitting: number | null = null;
  const afterReset = createAfterReset();
  const fields = new Map<string, FieldElement[]>();
  const depsOf = new Map<string, string[]>();
  const registrations = new Map<string, FieldRegistration<Name>>();
  const listeners = new Set<() => void>();

  /** Tells the subscribers; `form` also renews the form-level state (the form re-renders). */
  function emit(form?: Partial<FormState>) {
    if (form) {
      const root: Record<string, FieldError> = {};
      for (const [key, error] of errors) if (key.startsWith('root.')) root[key.slice(5)] = error;
      state = { ...state, ...form, errors: { root } };
    }
    listeners.forEach((listener) => listener());
  }

  const elementsOf = (name: string) => fields.get(name) ?? [];
  const read = (name: string) => (values[name] = readField(elementsOf(name)));

  /**
   * Validates all values with the schema and updates the errors of `names` only; `current` says
   * whether the answer still applies (a blur's is dropped when the field changed meanwhile).
   */
  async function check(names: string[], current = () => true): Promise<boolean> {
    const at = round;
    const found = (await validate(values as TIn)).errors ?? new Map<string, FieldError>();
    if (at === round && current()) {
      for (const name of names) {
        const error = found.get(name);
        if (error) errors.set(name, error);
        else errors.delete(name);
      }
      emit();
    }
    return !names.some((name) => found.has(name));
  }
  // From listeners: a failed schema download is tried again at the next validation.
  const checkQuietly = (names: string[], current?: () => boolean) =>
    void check(names, current).catch(() => {});

  function attach(name: string, element: FieldElement) {
    const elements = elementsOf(name).filter((other) => other.isConnected && other !== element);
    fields.set(name, [...elements, element]);
    // Typed into before the page hydrated: the visitor's input wins over the defaults.
    if (values[name] === undefined || (!ready && isEdited(element))) read(name);
    else writeField(element, values[name]);
  }

  function register<N extends Name>(name: N, options?: RegisterOptions<TIn>): FieldRegistration<N> {
    const deps = options?.deps;
    depsOf.set(name, deps === undefined ? [] : Array.isArray(deps) ? deps : [deps]);
    let registration = registrations.get(name);
    if (!registration) {
      const onInput = () => {
        afterReset.touched(name);
        read(name);
      };
      const onChange = () => {
        afterReset.touched(name);
        read(name);
        checkQuietly([name]);
      };
      const onBlur = () => {
        if (!afterReset.validatesBlur(name)) return;
        const value = values[name];
        checkQuietly([name, ...(depsOf.get(name) ?? [])], () => values[name] === value);
      };
      const onFocus = () => {
        afterReset.focused(name);
        onFieldFocus?.();
      };
      const listen: [string, () => void][] = [
        ['input', onInput],
        ['change', onChange],
        ['blur', onBlur],
        ['focus', onFocus],
      ];
      registration = {
        name,
        // Stable, so React attaches each element once; the cleanup runs when it unmounts.
        ref: (element) => {
          if (!element) return;
          attach(name, element);
          for (const [type, listener] of listen) element.addEventListener(type, listener);
          return () => {
            for (const [type, listener] of listen) element.removeEventListener(type, listener);
            fields.set(
              name,
              elementsOf(name).filter((other) => other !== element),
            );
          };
        },
      };
      registrations.set(name, registration);
    }
    return registration as FieldRegistration<N>;
  }

  function getValues(): TIn;
  function getValues<N extends Name>(name: N): TIn[N];
  function getValues(name?: string): unknown {
    return name === undefined ? { ...values } : values[name];
  }

  /** Focuses the invalid field that comes first on the page (which scrolls it into view). */
  function focusFirstError() {
    let first: FieldElement | undefined;
    for (const [name, [element]] of fields) {
      if (!element || !errors.has(name)) continue;
      // DOCUMENT_POSITION_PRECEDING (2): this element comes before the one found so far.
      if (!first || first.compareDocumentPosition(element) & 2) first = element;
    }
    first?.focus();
  }

  function setValue<N extends Name>(
    name: N,
    value: TIn[N],
    options?: { shouldValidate?: boolean },
  ): void {
    values[name] = value;
    afterReset.touched();
    for (const element of elementsOf(name)) writeField(element, value);
    if (options?.shouldValidate) checkQuietly([name]);
  }

  function reset(next?: TIn): void {
    round++;
    const focused = typeof document === 'undefined' ? null : document.activeElement;
    const [held] = [...fields].find(([, elements]) => elements.some((e) => e === focused)) ?? [];
    afterReset.reset(held ?? null);
    if (next) defaults = { ...next };
    // Without values, as rhf: the native reset empties what cannot be set (a file input).
    else [...fields.values()].flat()[0]?.form?.reset();
    values = { ...defaults };
    for (const [name, elements] of fields) {
      if (values[name] === undefined) read(name);
      else for (const element of elements) writeField(element, values[name]);
    }
    errors = new Map();
    emit({ isSubmitting: false, isSubmitted: false });
  }

  function handleSubmit(onValid: (values: TOut) => unknown) {
    return async (event?: { preventDefault(): void }): Promise<void> => {
      event?.preventDefault();
      // A second press while the first is under way would send twice; one right after the
      // reset that the first did would report the emptied fields as "required".
      if (submitting === round || afterReset.isRepeatSubmit()) return;
      const at = round;
      submitting = at;
      emit({ isSubmitting: true });
      let result: Validation<TOut>;
      try {
        result = await validate(values as TIn);
      } catch (error) {
        if (submitting === at) submitting = null;
        if (at === round) emit({ isSubmitting: false });
        throw error;
      }
      if (at !== round) return;
      errors = new Map(result.errors);
      emit({});
      let failure: { error: unknown } | null = null;
      if (result.errors) {
        focusFirstError();
        setTimeout(focusFirstError); // again, once the error lines have rendered
      } else {
        try {
          await onValid(result.values);
        } catch (error) {
          failure = { error };
        }
      }
      if (at === round) {
        submitting = null;
        emit({ isSubmitting: false, isSubmitted: true });
      }
      if (failure) throw failure.error;
    };
  }

  return {
    register,
    setValue,
    reset,
    handleSubmit,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getFormState: (): FormState => state,
    getFieldError: (name: string): FieldError | undefined => errors.get(name),
    /** The control of `name` on the page; none for a value without one (a hidden id). */
    getFieldElement: (name: string): FieldElement | undefined =>
      elementsOf(name).find((element) => element.isConnected),
    /** The fields mounted so far keep their values; from now on new fields get theirs. */
    markReady(): void {
      ready = true;
    },
    getValues,
    /** Validates `name` now (whole schema, this field's error); true when it is valid. */
    trigger: (name: Name): Promise<boolean> => check([name]),
    setError: ((name, error) => {
      errors.set(name, { ...error });
      emit(name.startsWith('root.') ? {} : undefined);
    }) as SetError<TIn>,
    setFocus(name: Name): void {
      const elements = elementsOf(name);
      const element = elements.find((candidate) => !candidate.disabled) ?? elements[0];
      setTimeout(() => element?.focus());
    },
    /** Back to its default value, without an error. */
    resetField(name: Name): void {
      setValue(name, defaults[name]);
      errors.delete(name);
      emit();
    },
  };
}
