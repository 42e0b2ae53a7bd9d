// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import {
  applyServerErrors,
  useZodForm,
  type UseZodFormReturn,
} from '@/components/form/use-zod-form';
import { requiredString, v } from '@/lib/validation/rules';
import en from '@/messages/en.json';

/*
 * A form shows the errors the visitor caused and nothing else: not after a double click on a
 * form that its first click sent and emptied, not when the focus leaves a field that a reset
 * emptied under it, not for a value the visitor has no field for.
 */

const schema = z.object({
  listingId: requiredString(),
  email: requiredString(v.email()),
  message: requiredString(v.min(2)),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY: Values = { listingId: 'listing-1', email: '', message: '' };

let api: UseZodFormReturn<Values, Output> | undefined;
let onValid: (values: Output) => Promise<void> | void = () => {};

function Form() {
  const form = useZodForm(() => Promise.resolve(schema), { defaultValues: EMPTY });
  useEffect(() => void (api = form));
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onValid(values))}>
      <TextField form={form} name="email" label="Email" />
      <TextareaField form={form} name="message" label="Message" />
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = () =>
  render(
    <NextIntlClientProvider locale="en" messages={en as AbstractIntlMessages}>
      <Form />
    </NextIntlClientProvider>,
  );

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });
const errorsShown = () => screen.queryAllByText(/field (is|must|may)/).map((p) => p.textContent);

function fillIn() {
  type(field('Email'), 'sara@example.com');
  type(field('Message'), 'Hello');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  api = undefined;
  onValid = () => {};
});

describe('errors the visitor caused, and nothing else', () => {
  it('a second submit while the first is under way is dropped: one send, no error', async () => {
    let finish = () => {};
    const sent: Output[] = [];
    onValid = (values) =>
      new Promise<void>((resolve) => {
        sent.push(values);
        finish = resolve;
      });
    renderForm();
    fillIn();
    const submit = () =>
      screen
        .getByText('Send')
        .closest('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    act(() => void submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => void submit());
    await settle();
    expect(sent).toHaveLength(1);
    await act(async () => finish());
    expect(errorsShown()).toEqual([]);
  });

  it('the second click of a double click on the form its first click emptied shows nothing', async () => {
    const sent: Output[] = [];
    onValid = (values) => {
      sent.push(values);
      api!.reset(EMPTY); // as the contact form does on success
    };
    renderForm();
    fillIn();
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(screen.getByText('Send'));
    await settle();
    expect(sent).toHaveLength(1);
    expect(errorsShown()).toEqual([]);

    // Typed into again: a submit is the visitor's own, at once.
    fillIn();
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('an empty submit well after a reset is the visitor asking: the errors are shown', async () => {
    onValid = () => api!.reset(EMPTY);
    renderForm();
    fillIn();
    fireEvent.click(screen.getByText('Send'));
    await settle();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2000);
    fireEvent.click(screen.getByText('Send'));
    await screen.findByText('The email address field is required.');
    expect(screen.getByText('The message field is required.')).toBeInstanceOf(HTMLElement);
  });

  it('leaving a field that a reset emptied under the focus shows no error; a visit does', async () => {
    onValid = () => api!.reset(EMPTY);
    renderForm();
    fillIn();
    const message = field('Message');
    message.focus(); // the submit button keeps the focus in the field (keepFieldFocus)
    fireEvent.submit(message.form!);
    await waitFor(() => expect(message.value).toBe(''));
    expect(document.activeElement).toBe(message);
    message.blur();
    await settle();
    expect(errorsShown()).toEqual([]);

    // A visit of its own (focus, then leave empty): the usual validation on blur.
    message.focus();
    message.blur();
    await screen.findByText('The message field is required.');
  });

  it('a server error for a value without a field lands nowhere, and says so', async () => {
    renderForm();
    await settle();
    let shown = true;
    act(() => void (shown = applyServerErrors(api!, { listingId: 'v:required' })));
    expect(shown).toBe(false);
    expect(errorsShown()).toEqual([]);
    act(
      () => void (shown = applyServerErrors(api!, { listingId: 'v:required', email: 'v:email' })),
    );
    expect(shown).toBe(true);
    await screen.findByText('The email address field must be a valid email address.');
  });
});
