'use client';

import { useCallback, useState } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { scrollToElement } from '@/lib/scroll';

/**
 * react-hook-form bound to a zod schema with SPEC 5 timing: a field validates on blur, on the DOM
 * `change` event (select/checkbox/radio/file at once; text inputs when they lose focus, or on
 * autofill) and on programmatic updates via `setFieldValue` — never on each keystroke, before or
 * after the first submit. Submit validates the whole form as usual.
 *
 * rhf's `mode: 'onChange'` would validate on React's onChange, which is the `input` event (each
 * keystroke); so both modes are 'onBlur' and `register` adds a native `change` listener instead.
 *
 * The schema comes from a loader, `() => import('@/lib/schemas/x').then((m) => m.xSchema)`: zod,
 * the schemas and the resolver are downloaded when a field is first focused (or at the first
 * validation), not with the page (issue 11's JavaScript budget). The server action still parses
 * with the very same schema. The loader is read once per mounted form.
 */

type SchemaIn<S extends z.ZodType> = z.input<S> & FieldValues;
type SchemaOut<S extends z.ZodType> = z.output<S> & FieldValues;

export type ZodFormOptions<S extends z.ZodType> = Omit<
  UseFormProps<SchemaIn<S>, unknown, SchemaOut<S>>,
  'resolver' | 'mode' | 'reValidateMode'
>;

export type UseZodFormReturn<
  TIn extends FieldValues,
  TOut extends FieldValues = TIn,
> = UseFormReturn<TIn, unknown, TOut> & {
  /** setValue that marks the field dirty and touched and validates it (a model update). */
  setFieldValue: <N extends FieldPath<TIn>>(name: N, value: PathValue<TIn, N>) => void;
};

/** Where a form's zod schema comes from: a dynamic import of its schema module. */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/**
 * A resolver that loads the schema and zodResolver on first use (or `preload`), then delegates.
 * A failed download is forgotten, so the next validation tries again.
 */
function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(load: SchemaLoader<S>) {
  type R = Resolver<SchemaIn<S>, unknown, SchemaOut<S>>;
  let pending: Promise<R> | null = null;
  const get = () =>
    (pending ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as R,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const resolver: R = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<S>,
  options: ZodFormOptions<S> = {},
): UseZodFormReturn<SchemaIn<S>, SchemaOut<S>> {
  const [{ resolver, preload }] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<SchemaIn<S>, unknown, SchemaOut<S>>({
    ...options,
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'firstError',
  });
  const { register: baseRegister, trigger, setValue } = form;

  const register = useCallback(
    <N extends FieldPath<SchemaIn<S>>>(
      name: N,
      registerOptions?: RegisterOptions<SchemaIn<S>, N>,
    ): UseFormRegisterReturn<N> => {
      const registered = baseRegister(name, registerOptions);
      // Deferred: this listener sits on the element, so it runs before React's root listener has
      // handed the new value to rhf (and, for real user events, before any microtask would).
      const validate = () => void setTimeout(() => void trigger(name), 0);
      return {
        ...registered,
        ref: (element) => {
          registered.ref(element);
          if (!(element instanceof EventTarget)) return;
          element.addEventListener('change', validate);
          // The validation code downloads while the visitor types, before the first blur needs it.
          element.addEventListener('focus', preload);
          // React 19 ref cleanup: it replaces the ref(null) call, so forward it to rhf too.
          return () => {
            element.removeEventListener('change', validate);
            element.removeEventListener('focus', preload);
            registered.ref(null);
          };
        },
      };
    },
    [baseRegister, trigger, preload],
  );

  const setFieldValue = useCallback(
    <N extends FieldPath<SchemaIn<S>>>(name: N, value: PathValue<SchemaIn<S>, N>) =>
      setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true }),
    [setValue],
  );

  // Not memoised: useForm returns one mutable object whose formState changes every render.
  return { ...form, register, setFieldValue } as UseZodFormReturn<SchemaIn<S>, SchemaOut<S>>;
}

/**
 * Puts a server action's field errors (encoded issues, see firstFieldErrors) on the fields; keys
 * '', '_form' and 'root' become `errors.root.server`. The first erroneous field is scrolled
 * into view below the sticky header (SPEC 9: offset 120, 400 ms), then focused.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  fieldErrors: Record<string, string>,
): void {
  let first: string | null = null;
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (name === '' || name === '_form' || name === 'root') {
      form.setError('root.server', { type: 'server', message });
      continue;
    }
    // Keys come from the same schema's issue paths, so they are this form's field paths.
    form.setError(name as FieldPath<T>, { type: 'server', message });
    first ??= name;
  }
  const field = first ? document.querySelector<HTMLElement>(`[name="${first}"]`) : null;
  if (field) void scrollToElement(field).then(() => field.focus({ preventScroll: true }));
}
