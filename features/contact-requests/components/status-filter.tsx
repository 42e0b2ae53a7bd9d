import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { REQUEST_STATUSES, type RequestStatus } from '@/features/contact-requests/types';

/** Status filter as links (URL state: `?status=`), each with its count. */
export function StatusFilter({
  pathname,
  current,
  counts,
}: {
  pathname: '/contact-requests' | '/my-contact-requests';
  current: RequestStatus | null;
  counts: Record<RequestStatus | 'all', number>;
}) {
  const t = useTranslations('contactRequests');
  const options: Array<RequestStatus | null> = [null, ...REQUEST_STATUSES];
  return (
    <nav aria-label={t('filter.label')} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {options.map((status) => {
          const active = status === current;
          const label = status ? t(`status.${status}`) : t('filter.all');
          return (
            <li key={status ?? 'all'}>
              <AppLink
                href={status ? { pathname, query: { status } } : pathname}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex rounded-full border px-3 py-1.5 text-sm font-medium',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-surface text-ink hover:border-brand-200 hover:bg-brand-50',
                )}
              >
                {t('filter.count', { label, count: counts[status ?? 'all'] })}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
