// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import {
  applyServerErrors,
  useZodForm,
  type UseZodFormReturn,
} from '@/components/form/use-zod-form';
import { acceptedCheckbox, optionalString, requiredString, v } from '@/lib/validation/rules';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const schema = z.object({
  email: requiredString(v.email()),
  city: requiredString(v.oneOf(['riyadh', 'jeddah'])),
  bio: optionalString(v.min(10)),
  terms: acceptedCheckbox(),
});
type Values = z.input<typeof schema>;

let api: UseZodFormReturn<Values, z.output<typeof schema>> | undefined;
const submitted: unknown[] = [];

const loadSchema = () => Promise.resolve(schema);

// As the forms do: the schema arrives through a loader (a dynamic import of its module).
function Form({ load = loadSchema }: { load?: () => Promise<typeof schema> }) {
  const form = useZodForm(load, {
    defaultValues: { email: '', city: '', bio: '', terms: false },
  });
  useEffect(() => {
    api = form; // lets the tests call setFieldValue / applyServerErrors
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((data) => void submitted.push(data))}>
      <TextField form={form} name="email" type="email" label="Email" required />
      <SelectField
        form={form}
        name="city"
        label="City"
        placeholder="Choose"
        options={[
          { value: 'riyadh', label: 'Riyadh' },
          { value: 'jeddah', label: 'Jeddah' },
          { value: 'cairo', label: 'Cairo' },
        ]}
      />
      <TextareaField form={form} name="bio" label="Bio" />
      <CheckboxField form={form} name="terms" label="I accept the terms" errorLabel="terms" />
      <p data-testid="form-error">{form.formState.errors.root?.server?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(locale: 'en' | 'ar' = 'en', load?: () => Promise<typeof schema>) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={(locale === 'en' ? en : ar) as AbstractIntlMessages}
    >
      <Form load={load} />
    </NextIntlClientProvider>,
  );
}

/** Lets the form's async validation settle, to assert that nothing appeared. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });

afterEach(() => {
  cleanup();
  api = undefined;
  submitted.length = 0;
});

describe('useZodForm + fields', () => {
  it('renders labelled controls with dir="auto" for free text', () => {
    renderForm();
    const email = screen.getByLabelText(/Email/);
    expect(email.getAttribute('dir')).toBe('auto');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Bio').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('City').tagName).toBe('SELECT');
  });

  it('loads the schema at the first focus, once, not with the form', async () => {
    let loads = 0;
    renderForm('en', () => {
      loads += 1;
      return Promise.resolve(schema);
    });
    await settle();
    expect(loads).toBe(0);
    const email = screen.getByLabelText(/Email/);
    fireEvent.focus(email);
    fireEvent.focus(screen.getByLabelText('Bio'));
    expect(loads).toBe(1);
    fireEvent.blur(email);
    await screen.findByText('The email address field is required.');
    expect(loads).toBe(1);
  });

  it('validates at once when the schema has not been loaded before the first blur', async () => {
    renderForm();
    fireEvent.click(screen.getByText('Send'));
    await screen.findByText('The email address field is required.');
  });

  it('does not validate while typing; validates on blur with an accessible error', async () => {
    renderForm();
    const email = screen.getByLabelText(/Email/);
    type(email, 'not-an-email');
    await settle();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/valid email/)).toBeNull();

    fireEvent.blur(email);
    const error = await screen.findByText('The email address field must be a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(error.id);

    // Fixing it by typing does not re-validate on each keystroke...
    type(email, 'sara@example.com');
    await settle();
    expect(screen.queryByText(/valid email/)).not.toBeNull();
    // ...the DOM change event (fired when the input commits) does.
    fireEvent.change(email, { target: { value: 'sara@example.com' } });
    await waitFor(() => expect(screen.queryByText(/valid email/)).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('validates a select and a checkbox immediately on change', async () => {
    renderForm();
    const city = screen.getByLabelText('City');
    fireEvent.change(city, { target: { value: 'cairo' } });
    await screen.findByText('The city field is not a valid value.');
    fireEvent.change(city, { target: { value: 'jeddah' } });
    await waitFor(() => expect(screen.queryByText(/city field/)).toBeNull());

    const terms = screen.getByLabelText('I accept the terms');
    fireEvent.click(terms); // checked: valid
    fireEvent.click(terms); // unchecked again: required
    await screen.findByText('The terms field is required.');
  });

  it('after a submit, still validates on blur only, never on typing', async () => {
    renderForm();
    fireEvent.click(screen.getByText('Send'));
    await screen.findByText('The email address field is required.');
    expect(screen.getByText('The city field is required.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('The terms field is required.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/Bio field/)).toBeNull(); // optional and empty
    expect(submitted).toEqual([]);

    const email = screen.getByLabelText(/Email/);
    type(email, 'x');
    await settle();
    expect(screen.getByText('The email address field is required.')).toBeInstanceOf(HTMLElement); // not re-validated
    fireEvent.blur(email);
    await screen.findByText('The email address field must be a valid email address.');
    // Only the first error of the field is shown.
    expect(screen.queryByText('The email address field is required.')).toBeNull();
  });

  it('setFieldValue validates (model update); submit passes trimmed output', async () => {
    renderForm();
    act(() => api!.setFieldValue('bio', 'short'));
    await screen.findByText('The Bio field must be at least 10 characters.');
    act(() => {
      api!.setFieldValue('email', ' sara@example.com ');
      api!.setFieldValue('city', 'riyadh');
      api!.setFieldValue('bio', 'A long enough biography');
      api!.setFieldValue('terms', true);
    });
    await waitFor(() => expect(screen.queryByText(/Bio field/)).toBeNull());
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      email: 'sara@example.com',
      city: 'riyadh',
      bio: 'A long enough biography',
      terms: true,
    });
  });

  it('applyServerErrors shows encoded and plain server messages, in Arabic too', async () => {
    renderForm('ar');
    act(() =>
      applyServerErrors(api!, {
        email: 'v:required',
        city: 'المدينة غير متاحة حاليًا.',
        '': 'v:required',
      }),
    );
    await screen.findByText('حقل البريد الإلكتروني مطلوب.');
    expect(screen.getByText('المدينة غير متاحة حاليًا.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('form-error').textContent).toBe('v:required');
    expect(document.activeElement).toBe(screen.getByLabelText(/Email/));
  });
});
