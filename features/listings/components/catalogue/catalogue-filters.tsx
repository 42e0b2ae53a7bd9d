import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { AD_CATEGORIES, CITIES, SECTORS, STAGES } from '@/features/listings/taxonomy';
import {
  AD_SORTS,
  INVESTMENT_SORTS,
  majorInputValue,
  type AdQuery,
  type InvestmentQuery,
} from '@/features/listings/schemas/catalogue-query';
import { AutoSubmit } from './auto-submit';
import { FilterRange, FilterRow, FilterSearch, FilterSelect } from './filter-fields';

const SORT_LABELS = {
  featured: 'featured',
  newest: 'newest',
  price_asc: 'priceAsc',
  price_desc: 'priceDesc',
} as const;
const AMOUNT_SORT_LABELS = {
  newest: 'newest',
  price_asc: 'amountAsc',
  price_desc: 'amountDesc',
} as const;

type Props =
  | { kind: 'advertisement'; query: AdQuery; filtered: boolean }
  | { kind: 'opportunity'; query: InvestmentQuery; filtered: boolean };

/** A plain GET form (works without JavaScript); with it, a changed select submits at once. */
export function CatalogueFilters(props: Props) {
  const { kind, query, filtered } = props;
  const t = useTranslations('catalogue');
  const taxonomy = useTranslations('taxonomy');
  const locale = useLocale();
  const isAd = kind === 'advertisement';
  const path = isAd ? '/advertisements' : '/investments';
  const id = `${kind}-filters`;
  const labelled = (
    values: readonly string[],
    group: 'categories' | 'sectors' | 'cities' | 'stages',
  ) => values.map((value) => ({ value, label: taxonomy(`${group}.${value}` as 'cities.riyadh') }));
  const sorts = isAd
    ? AD_SORTS.map((value) => ({ value, label: t(`sort.${SORT_LABELS[value]}`) }))
    : INVESTMENT_SORTS.map((value) => ({ value, label: t(`sort.${AMOUNT_SORT_LABELS[value]}`) }));

  const city = (
    <FilterSelect
      id={`${id}-city`}
      name="city"
      label={t('filters.city')}
      any={t('filters.anyCity')}
      value={query.city}
      options={labelled(CITIES, 'cities')}
      className={isAd ? '' : 'lg:col-span-2'}
    />
  );
  const range = (
    <FilterRange
      id={id}
      legend={t(isAd ? 'filters.price' : 'filters.amount')}
      min={{
        label: t(isAd ? 'filters.minPrice' : 'filters.minAmount'),
        placeholder: t('filters.min'),
        value: majorInputValue(query.min),
      }}
      max={{
        label: t(isAd ? 'filters.maxPrice' : 'filters.maxAmount'),
        placeholder: t('filters.max'),
        value: majorInputValue(query.max),
      }}
      className={isAd ? 'col-span-2 lg:col-span-1' : 'col-span-2 lg:col-span-3'}
    />
  );
  const sort = (
    <FilterSelect
      id={`${id}-sort`}
      name="sort"
      label={t('filters.sort')}
      value={query.sort}
      options={sorts}
      className={isAd ? 'col-span-2 lg:col-span-1' : 'lg:col-span-3'}
    />
  );

  return (
    <form
      id={id}
      method="get"
      action={`/${locale}${path}`}
      role="search"
      aria-label={t('filters.title')}
      className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <FilterSearch
        id={`${id}-q`}
        value={query.q}
        label={t('filters.search')}
        placeholder={t(isAd ? 'ads.searchPlaceholder' : 'investments.searchPlaceholder')}
        submit={t('filters.apply')}
      />
      {props.kind === 'advertisement' ? (
        <FilterRow className="grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id={`${id}-category`}
            name="category"
            label={t('filters.category')}
            any={t('filters.anyCategory')}
            value={props.query.category}
            options={labelled(AD_CATEGORIES, 'categories')}
          />
          {city}
          {range}
          {sort}
        </FilterRow>
      ) : (
        <FilterRow className="grid-cols-2 lg:grid-cols-6">
          <FilterSelect
            id={`${id}-sector`}
            name="sector"
            label={t('filters.sector')}
            any={t('filters.anySector')}
            value={props.query.sector}
            options={labelled(SECTORS, 'sectors')}
            className="lg:col-span-2"
          />
          {city}
          <FilterSelect
            id={`${id}-stage`}
            name="stage"
            label={t('filters.stage')}
            any={t('filters.anyStage')}
            value={props.query.stage}
            options={labelled(STAGES, 'stages')}
            className="lg:col-span-2"
          />
          {sort}
          {range}
        </FilterRow>
      )}
      {filtered ? (
        <p className="mt-3 text-end">
          <AppLink
            href={path}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('filters.clear')}
          </AppLink>
        </p>
      ) : null}
      <AutoSubmit formId={id} defaults={{ sort: sorts[0]!.value }} />
    </form>
  );
}
