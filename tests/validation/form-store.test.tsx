// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PasswordField } from '@/features/accounts/components/password-field';
import { useFieldError } from '@/components/form/field';
import { createFormStore } from '@/components/form/form-store';
import type { FieldValues, Validation } from '@/components/form/form-types';
import { TextField } from '@/components/form/text-field';
import {
  applyServerErrors,
  issueErrors,
  useZodForm,
  type UseZodFormReturn,
} from '@/components/form/use-zod-form';
import { decodeIssue, encodeIssue } from '@/lib/validation/issue';
import { requiredString, v, withConfirmation } from '@/lib/validation/rules';
import en from '@/messages/en.json';

/*
 * The form store behind useZodForm (it replaced react-hook-form): what the visitor sees of
 * validation, submit, reset and server errors, how little re-renders, and what survives hydration.
 * use-zod-form.test.tsx covers the SPEC 5 timing with the field components.
 */

const schema = withConfirmation(
  z.object({
    email: requiredString(v.email()),
    name: requiredString(v.min(2)),
    password: requiredString(v.min(8)),
    passwordConfirmation: requiredString(),
  }),
  'password',
  'passwordConfirmation',
);
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const DEFAULTS: Values = { email: '', name: 'Sara', password: '', passwordConfirmation: '' };

const renders = { form: 0, nameError: 0 };
let api: UseZodFormReturn<Values, Output> | undefined;
let onValid: (values: Output) => Promise<void> | void = () => {};

/** The name's error line alone, counting its renders. */
function NameError({ form }: { form: UseZodFormReturn<Values, Output> }) {
  const error = useFieldError(form.control, 'name');
  useEffect(() => void (renders.nameError += 1)); // each commit of this component
  return <p data-testid="name-error">{error}</p>;
}

function Form() {
  const form = useZodForm(() => Promise.resolve(schema), { defaultValues: DEFAULTS });
  useEffect(() => {
    api = form;
    renders.form += 1;
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onValid(values))}>
      <TextField form={form} name="email" type="email" label="Email" />
      <input aria-label="Name" {...form.register('name')} />
      <NameError form={form} />
      <PasswordField
        form={form}
        name="password"
        label="Password"
        autoComplete="new-password"
        deps={['passwordConfirmation']}
      />
      <PasswordField
        form={form}
        name="passwordConfirmation"
        label="Confirmation"
        autoComplete="new-password"
      />
      <p data-testid="root-error">{form.formState.errors.root?.server?.message}</p>
      <p data-testid="status">
        {form.formState.isSubmitting ? 'submitting' : 'idle'}
        {form.formState.isSubmitted ? ' submitted' : ''}
      </p>
      <button type="submit">Send</button>
    </form>
  );
}

const withIntl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en as AbstractIntlMessages}>
    {children}
  </NextIntlClientProvider>
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  api = undefined;
  onValid = () => {};
  renders.form = 0;
  renders.nameError = 0;
});

describe('issueErrors (the zod issues as field errors)', () => {
  it('keeps the first issue of each path, under the path joined with dots', () => {
    const result = schema.safeParse({
      email: 'x',
      name: '',
      password: '1',
      passwordConfirmation: '',
    });
    expect(result.success).toBe(false);
    const errors = issueErrors(result.error!.issues);
    expect([...errors.keys()].sort()).toEqual([
      'email',
      'name',
      'password',
      'passwordConfirmation',
    ]);
    // As @hookform/resolvers/zod reported them: the issue's code and its (encoded) message.
    const first = (path: string) => result.error!.issues.find((i) => i.path.join('.') === path)!;
    for (const [path, error] of errors) {
      expect(error).toEqual({ type: first(path).code, message: first(path).message });
    }
    expect(decodeIssue(errors.get('email')!.message!)?.rule).toBe('email');
    expect(decodeIssue(errors.get('name')!.message!)?.rule).toBe('required');
    expect(decodeIssue(errors.get('password')!.message!)?.rule).toBe('min');
    expect(
      issueErrors([
        { code: 'custom', message: 'first', path: ['items', 0, 'title'], input: '' },
        { code: 'custom', message: 'second', path: ['items', 0, 'title'], input: '' },
      ]).get('items.0.title'),
    ).toEqual({ type: 'custom', message: 'first' });
  });
});

describe('useZodForm (the form store)', () => {
  it('typing re-renders nothing; an error re-renders its own line, not the form', async () => {
    render(withIntl(<Form />));
    await settle();
    const [form, line] = [renders.form, renders.nameError];
    type(field('Name'), 'S');
    type(field(/Email/), 'sara@');
    await settle();
    expect([renders.form, renders.nameError]).toEqual([form, line]);

    fireEvent.blur(field('Name'));
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).not.toBe(''));
    expect(decodeIssue(screen.getByTestId('name-error').textContent!)?.rule).toBe('min');
    expect(renders.form).toBe(form);
    expect(renders.nameError).toBe(line + 1);
  });

  it('blurring the password validates its confirmation too (deps)', async () => {
    render(withIntl(<Form />));
    type(field(/^Password/), 'long enough');
    fireEvent.blur(field(/^Password/));
    // PasswordField names its error by its label until it passes its name to Field.
    await screen.findByText(/^The (Confirmation|password confirmation) field is required\.$/);
    type(field(/^Confirmation/), 'long enoug');
    fireEvent.blur(field(/^Confirmation/));
    await screen.findByText('The confirm password field does not match the password field.');
    // Fixing the password validates the confirmation again.
    type(field(/^Password/), 'long enoug');
    fireEvent.blur(field(/^Password/));
    await waitFor(() => expect(screen.queryByText(/does not match/)).toBeNull());
  });

  it('submit: validates all, focuses the first invalid field, sends nothing', async () => {
    const sent: Output[] = [];
    onValid = (values) => void sent.push(values);
    render(withIntl(<Form />));
    type(field('Name'), '');
    fireEvent.click(screen.getByText('Send'));
    await screen.findByText('The email address field is required.');
    expect(screen.getByTestId('name-error').textContent).toBe(encodeIssue('required'));
    expect(document.activeElement).toBe(field(/Email/));
    expect(screen.getByTestId('status').textContent).toBe('idle submitted');
    expect(sent).toEqual([]);
  });

  it('submit: prevents the native post, is submitting while the handler runs, sends parsed values', async () => {
    let finish = () => {};
    const sent: Output[] = [];
    onValid = (values) =>
      new Promise<void>((resolve) => {
        sent.push(values);
        finish = resolve;
      });
    render(withIntl(<Form />));
    type(field(/Email/), ' sara@example.com ');
    type(field(/^Password/), 'long enough');
    type(field(/^Confirmation/), 'long enough');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void screen.getByText('Send').closest('form')!.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByTestId('status').textContent).toBe('submitting');
    expect(sent[0]).toEqual({
      email: 'sara@example.com',
      name: 'Sara',
      password: 'long enough',
      passwordConfirmation: 'long enough',
    });
    await act(async () => finish());
    expect(screen.getByTestId('status').textContent).toBe('idle submitted');
  });

  it('server errors: on their fields and at the top; a new validation replaces them', async () => {
    render(withIntl(<Form />));
    await settle();
    act(() => applyServerErrors(api!, { name: 'This name is taken.', '': 'Try again later.' }));
    expect(screen.getByTestId('name-error').textContent).toBe('This name is taken.');
    expect(screen.getByTestId('root-error').textContent).toBe('Try again later.');
    fireEvent.blur(field('Name'));
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).toBe(''));
    // A submit answers afresh, the form-level error included.
    fireEvent.click(screen.getByText('Send'));
    await screen.findByText('The email address field is required.');
    expect(screen.getByTestId('root-error').textContent).toBe('');
  });

  it('reset(values) shows the values and forgets errors and the submit', async () => {
    render(withIntl(<Form />));
    fireEvent.click(screen.getByText('Send'));
    await screen.findByText('The email address field is required.');
    type(field(/Email/), 'typed@example.com');
    act(() => api!.reset({ ...DEFAULTS, name: 'Layla' }));
    expect(field(/Email/).value).toBe('');
    expect(field('Name').value).toBe('Layla');
    expect(screen.queryByText('The email address field is required.')).toBeNull();
    expect(screen.getByTestId('status').textContent).toBe('idle');
    expect(api!.getValues()).toEqual({ ...DEFAULTS, name: 'Layla' });
  });

  it('keeps what was typed before the page hydrated; untouched fields get their defaults', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withIntl(<Form />));
    document.body.appendChild(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name.value).toBe(''); // the server renders no value
    email.value = 'early@example.com';
    const root = await act(async () => hydrateRoot(container, withIntl(<Form />)));
    expect(email.value).toBe('early@example.com');
    expect(name.value).toBe('Sara');
    expect(api!.getValues('email')).toBe('early@example.com');
    act(() => root.unmount());
  });
});

describe('createFormStore', () => {
  const answer = (errors: Record<string, string> | null): Validation<FieldValues> =>
    errors
      ? { errors: new Map(Object.entries(errors).map(([k, m]) => [k, { type: 'x', message: m }])) }
      : { values: {} };

  function radios(store: ReturnType<typeof createFormStore<FieldValues, FieldValues>>) {
    const form = document.createElement('form');
    const elements = ['INVESTOR', 'OWNER'].map((value) => {
      const radio = document.createElement('input');
      Object.assign(radio, { type: 'radio', name: 'type', value });
      form.appendChild(radio);
      return radio;
    });
    document.body.appendChild(form);
    const { ref } = store.register('type');
    elements.forEach((radio) => ref(radio));
    return elements;
  }

  it('reads and writes a radio group; setValue shows the choice', () => {
    const store = createFormStore<FieldValues, FieldValues>({
      defaultValues: { type: '' },
      validate: async () => answer(null),
    });
    const [investor, owner] = radios(store);
    store.markReady();
    expect(store.getValues('type')).toBe('');
    store.setValue('type', 'OWNER');
    expect([investor!.checked, owner!.checked]).toEqual([false, true]);
    investor!.click();
    expect(store.getValues('type')).toBe('INVESTOR');
    store.resetField('type');
    expect(investor!.checked || owner!.checked).toBe(false);
  });

  it('drops the answer of a validation begun before a reset', async () => {
    let release: (value: Validation<FieldValues>) => void = () => {};
    const store = createFormStore<FieldValues, FieldValues>({
      defaultValues: { name: '' },
      validate: () => new Promise((resolve) => (release = resolve)),
    });
    const input = document.createElement('input');
    document.body.appendChild(input);
    store.register('name').ref(input);
    const pending = store.trigger('name');
    store.reset();
    release(answer({ name: 'v:required' }));
    expect(await pending).toBe(false);
    expect(store.getFieldError('name')).toBeUndefined();
  });

  it('a failed schema download is tried again at the next validation', async () => {
    let attempts = 0;
    const store = createFormStore<FieldValues, FieldValues>({
      defaultValues: { name: '' },
      validate: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return answer({ name: 'v:required' });
      },
    });
    const input = document.createElement('input');
    document.body.appendChild(input);
    store.register('name').ref(input);
    input.dispatchEvent(new Event('blur'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getFieldError('name')).toBeUndefined();
    input.dispatchEvent(new Event('blur'));
    await waitFor(() => expect(store.getFieldError('name')?.message).toBe('v:required'));
    expect(attempts).toBe(2);
  });
});
