import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { LISTING_KIND, type TaxonomyGroup } from '@/features/listings/kinds';
import { CITIES, type ListingKind } from '@/features/listings/taxonomy';
import {
  facetValues,
  majorInputValue,
  sortsOf,
  type CatalogueState,
} from '@/features/listings/schemas/catalogue-query';
import { AutoSubmit } from './auto-submit';
import { FilterRange, FilterRow, FilterSearch, FilterSelect } from './filter-fields';
import { FILTER_LAYOUT } from './filter-layout';

/** A plain GET form (works without JavaScript); with it, a changed select submits at once. */
export function CatalogueFilters({
  kind,
  query,
  filtered,
}: {
  kind: ListingKind;
  query: CatalogueState;
  filtered: boolean;
}) {
  const t = useTranslations('catalogue');
  const taxonomy = useTranslations('taxonomy');
  const locale = useLocale();
  const { publicPath, catalogueTexts, sorts, range } = LISTING_KIND[kind];
  const id = `${kind}-filters`;
  const labelled = (values: readonly string[], group: TaxonomyGroup) =>
    values.map((value) => ({ value, label: taxonomy(`${group}.${value}` as 'cities.riyadh') }));
  const sortOptions = sortsOf(kind).map((value) => {
    const label: string = (sorts as Record<string, string>)[value]!;
    return { value, label: t(`sort.${label}` as 'sort.newest') };
  });

  const controls = new Map<string, (className: string) => ReactNode>([
    ...facetValues(kind, query).map(
      ({ facet, value }) =>
        [
          facet.name,
          (className: string) => (
            <FilterSelect
              id={`${id}-${facet.name}`}
              name={facet.name}
              label={t(`filters.${facet.name}` as 'filters.city')}
              any={t(`filters.${facet.any}` as 'filters.anyCity')}
              value={value}
              options={labelled(facet.values, facet.taxonomy)}
              className={className}
            />
          ),
        ] as const,
    ),
    [
      'city',
      (className) => (
        <FilterSelect
          id={`${id}-city`}
          name="city"
          label={t('filters.city')}
          any={t('filters.anyCity')}
          value={query.city}
          options={labelled(CITIES, 'cities')}
          className={className}
        />
      ),
    ],
    [
      'range',
      (className) => (
        <FilterRange
          id={id}
          legend={t(`filters.${range.legend}`)}
          min={{
            label: t(`filters.${range.min}`),
            placeholder: t('filters.min'),
            value: majorInputValue(query.min),
          }}
          max={{
            label: t(`filters.${range.max}`),
            placeholder: t('filters.max'),
            value: majorInputValue(query.max),
          }}
          className={className}
        />
      ),
    ],
    [
      'sort',
      (className) => (
        <FilterSelect
          id={`${id}-sort`}
          name="sort"
          label={t('filters.sort')}
          value={query.sort}
          options={sortOptions}
          className={className}
        />
      ),
    ],
  ]);

  return (
    <form
      id={id}
      method="get"
      action={`/${locale}${publicPath}`}
      role="search"
      aria-label={t('filters.title')}
      className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <FilterSearch
        id={`${id}-q`}
        value={query.q}
        label={t('filters.search')}
        placeholder={t(`${catalogueTexts}.searchPlaceholder`)}
        submit={t('filters.apply')}
      />
      <FilterRow className={FILTER_LAYOUT[kind].grid}>
        {FILTER_LAYOUT[kind].cells.map(([name, className]) => (
          <Fragment key={name}>{controls.get(name)?.(className)}</Fragment>
        ))}
      </FilterRow>
      {filtered ? (
        <p className="mt-3 text-end">
          <AppLink
            href={publicPath}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('filters.clear')}
          </AppLink>
        </p>
      ) : null}
      <AutoSubmit formId={id} defaults={{ sort: sortOptions[0]!.value }} />
    </form>
  );
}
