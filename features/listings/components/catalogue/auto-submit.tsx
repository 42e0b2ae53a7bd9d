'use client';

import { useEffect } from 'react';

/**
 * Progressive enhancement for a GET filter form: a changed select submits the form at once, and
 * empty or default fields are left out of the URL (`?city=riyadh` rather than `?q=&city=riyadh&
 * sort=featured`). Without JavaScript the form's own button submits everything, which the page
 * reads the same way.
 */
export function AutoSubmit({
  formId,
  defaults = {},
}: {
  formId: string;
  defaults?: Record<string, string>;
}) {
  const defaultsKey = JSON.stringify(defaults);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const skip: Record<string, string> = JSON.parse(defaultsKey);
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement) form.requestSubmit();
    };
    const onFormData = (event: FormDataEvent) => {
      for (const [name, value] of [...event.formData.entries()]) {
        if (typeof value === 'string' && (!value.trim() || skip[name] === value)) {
          event.formData.delete(name);
        }
      }
    };
    form.addEventListener('change', onChange);
    form.addEventListener('formdata', onFormData);
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('formdata', onFormData);
    };
  }, [formId, defaultsKey]);
  return null;
}
