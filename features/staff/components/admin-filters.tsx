import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import {
  FilterSearch,
  FilterSelect,
  type Option,
} from '@/features/listings/components/catalogue/filter-fields';

export type AdminSelectFilter = {
  name: string;
  label: string;
  value: string | undefined;
  options: Option[];
  /** The empty choice's label; defaults to "All". */
  any?: string;
};

/**
 * A staff list's filters as a plain GET form: the state lives in the address (shareable, works
 * without JavaScript), the server reads it and filters in the database. A search box (`q`) and
 * any number of labelled selects; submitting goes back to page 1.
 */
export function AdminFilters({
  id,
  pathname,
  search,
  selects = [],
}: {
  /** Unique on the page: the controls' ids derive from it. */
  id: string;
  /** The list's route without its locale, e.g. `/admin/audit`. */
  pathname: string;
  search?: { value: string; label: string; placeholder: string };
  selects?: readonly AdminSelectFilter[];
}) {
  const t = useTranslations('admin.filters');
  const locale = useLocale();
  const filtered = Boolean(search?.value) || selects.some((select) => Boolean(select.value));
  return (
    <form
      id={id}
      method="get"
      action={`/${locale}${pathname}`}
      role="search"
      aria-label={t('title')}
      className="mb-4 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      {search ? (
        <FilterSearch
          id={`${id}-q`}
          value={search.value}
          label={search.label}
          placeholder={search.placeholder}
          submit={t('apply')}
        />
      ) : null}
      {selects.length > 0 ? (
        <div className="mt-3 grid gap-3 first:mt-0 sm:grid-cols-2 lg:grid-cols-4">
          {selects.map((select) => (
            <FilterSelect
              key={select.name}
              id={`${id}-${select.name}`}
              name={select.name}
              label={select.label}
              any={select.any ?? t('any')}
              value={select.value}
              options={select.options}
            />
          ))}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-3 empty:hidden">
        {filtered ? (
          <AppLink
            href={pathname}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('clear')}
          </AppLink>
        ) : null}
        {search ? null : (
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
        )}
      </div>
    </form>
  );
}
