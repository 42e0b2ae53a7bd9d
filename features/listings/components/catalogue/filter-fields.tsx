import { clsx } from 'clsx';
import { Search } from '@/components/icons';
import type { ReactNode } from 'react';

export const fieldClass =
  'block h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-start text-ink shadow-xs placeholder:text-muted/70 focus-visible:border-brand-600';

const labelClass = 'mb-1 block text-sm font-medium text-ink';

export type Option = { value: string; label: string };

/** A labelled select; `any` adds the empty "all" choice first. */
export function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  any?: string;
  value: string | undefined;
  options: Option[];
  className?: string;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value ?? ''}
        className={fieldClass}
      >
        {props.any ? <option value="">{props.any}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two amount inputs (major units, Latin or Arabic digits) under one legend. */
export function FilterRange(props: {
  id: string;
  legend: string;
  min: { label: string; placeholder: string; value: string };
  max: { label: string; placeholder: string; value: string };
  className?: string;
}) {
  const input = (
    name: 'min' | 'max',
    field: { label: string; placeholder: string; value: string },
  ) => (
    <input
      id={`${props.id}-${name}`}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      aria-label={field.label}
      placeholder={field.placeholder}
      defaultValue={field.value}
      className={clsx(fieldClass, 'min-w-0')}
    />
  );
  return (
    <fieldset className={props.className}>
      <legend className={labelClass}>{props.legend}</legend>
      <div className="flex items-center gap-2">
        {input('min', props.min)}
        <span aria-hidden className="text-muted">
          –
        </span>
        {input('max', props.max)}
      </div>
    </fieldset>
  );
}

export function FilterRow({ className, children }: { className: string; children: ReactNode }) {
  return <div className={clsx('mt-3 grid gap-3', className)}>{children}</div>;
}

/** The search box and the form's submit button (the only control needed without JavaScript). */
export function FilterSearch(props: {
  id: string;
  value: string;
  label: string;
  placeholder: string;
  submit: string;
}) {
  return (
    <div className="flex gap-2">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-2.5 size-5 text-muted"
        />
        <input
          id={props.id}
          type="search"
          name="q"
          defaultValue={props.value}
          maxLength={100}
          placeholder={props.placeholder}
          className={clsx(fieldClass, 'ps-10 text-ellipsis')}
        />
      </div>
      <button type="submit" className="btn shrink-0 btn-primary">
        {props.submit}
      </button>
    </div>
  );
}
