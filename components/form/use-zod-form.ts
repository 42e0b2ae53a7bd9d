'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { scrollToElement } from '@/lib/scroll';
import { createFormStore, type FormStore } from './form-store';
import type {
  FieldError,
  FieldPath,
  FieldValues,
  FormState,
  PathValue,
  SetError,
  Validation,
} from './form-types';

/**
 * A form bound to a zod schema with SPEC 5 timing: a field validates on blur, on the DOM `change`
 * event (select/checkbox/radio/file at once; text inputs when they lose focus, or on autofill) and
 * on programmatic updates via `setFieldValue` — never on each keystroke, before or after the first
 * submit. Submit validates the whole form, focuses the first invalid field, and keeps
 * `formState.isSubmitting` while the handler runs.
 *
 * The schema comes from a loader, `() => import('@/lib/schemas/x').then((m) => m.xSchema)`: zod and
 * the schemas are downloaded when a field is first focused (or at the first validation), not with
 * the page (the JavaScript budget; so is this small store instead of react-hook-form). The
 * server action still parses with the very same schema. The loader is read once per mounted form.
 */

/** The schema's input, as a record of field values. */
type SchemaIn<S extends z.ZodType> = Extract<z.input<S>, FieldValues>;

export type ZodFormOptions<S extends z.ZodType> = { defaultValues?: Partial<SchemaIn<S>> };

export type UseZodFormReturn<TIn extends FieldValues, TOut = TIn> = FormStore<TIn, TOut> & {
  /** What the field components subscribe to (useFieldError). */
  control: FormStore<TIn, TOut>;
  formState: FormState;
  /** setValue that validates the field (a model update). */
  setFieldValue: <N extends FieldPath<TIn>>(name: N, value: PathValue<TIn, N>) => void;
};

/** Where a form's zod schema comes from: a dynamic import of its schema module. */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/**
 * Each issue path's first issue, as @hookform/resolvers/zod reported them (`criteriaMode:
 * 'firstError'`): `{ type: code, message }` under the path joined with dots. The messages are the
 * encoded issues of lib/validation, translated by the fields.
 */
export function issueErrors(issues: readonly z.core.$ZodIssue[]): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  for (const { code, message, path } of issues) {
    const name = path.join('.');
    if (!errors.has(name)) errors.set(name, { type: code, message });
  }
  return errors;
}

/**
 * Validation that loads the schema on first use (or `preload`). A failed download is forgotten,
 * so the next validation tries again.
 */
function lazyValidation<S extends z.ZodType>(load: SchemaLoader<S>) {
  let pending: Promise<S> | null = null;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    preload: () => void get().catch(() => undefined),
    validate: async (values: FieldValues): Promise<Validation<z.output<S>>> => {
      const result = await (await get()).safeParseAsync(values);
      return result.success
        ? { values: result.data }
        : { errors: issueErrors(result.error.issues) };
    },
  };
}

export function useZodForm<S extends z.ZodType>(
  loadSchema: SchemaLoader<S>,
  options: ZodFormOptions<S> = {},
): UseZodFormReturn<SchemaIn<S>, z.output<S>> {
  const [store] = useState(() => {
    const { validate, preload } = lazyValidation(loadSchema);
    return createFormStore<SchemaIn<S>, z.output<S>>({
      defaultValues: options.defaultValues,
      validate,
      // The validation code downloads while the visitor types, before the first blur needs it.
      onFieldFocus: preload,
    });
  });
  useEffect(() => store.markReady(), [store]);
  const formState = useSyncExternalStore(store.subscribe, store.getFormState, store.getFormState);
  return useMemo(
    () => ({
      ...store,
      control: store,
      formState,
      setFieldValue: (name, value) => store.setValue(name, value, { shouldValidate: true }),
    }),
    [store, formState],
  );
}

/**
 * Puts a server action's field errors (encoded issues, see firstFieldErrors) on the fields; keys
 * '', '_form' and 'root' become `errors.root.server`. The first erroneous field is scrolled
 * into view below the sticky header (SPEC 9: offset 120, 400 ms), then focused.
 *
 * Answers whether an error landed on a field the visitor can see: a key without a control (a
 * hidden value such as an id, which the visitor cannot fix) shows nothing there, and the caller
 * then has a form-level refusal to show instead.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: SetError<T>; getFieldElement?: (name: string) => HTMLElement | undefined },
  fieldErrors: Record<string, string>,
): boolean {
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (name === '' || name === '_form' || name === 'root') {
      form.setError('root.server', { type: 'server', message });
      continue;
    }
    // Keys come from the same schema's issue paths, so they are this form's field paths.
    form.setError(name as FieldPath<T>, { type: 'server', message });
    first ??= form.getFieldElement
      ? (form.getFieldElement(name) ?? null)
      : document.querySelector<HTMLElement>(`[name="${name}"]`);
  }
  const field = first;
  if (field) void scrollToElement(field).then(() => field.focus({ preventScroll: true }));
  return field !== null;
}
