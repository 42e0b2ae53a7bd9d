import { getTranslations } from 'next-intl/server';
import { LISTING_KINDS } from '@/features/listings/kinds';
import type { UserOverview } from '@/features/staff/server/user-directory';
import { Panel } from './panel';

/** How many listings of each kind the member has, and how many are live or held. */
export async function UserListings({ listings }: { listings: UserOverview['listings'] }) {
  const t = await getTranslations('admin.users');
  return (
    <Panel id="user-listings" title={t('listings')}>
      <dl className="space-y-2 text-sm" data-testid="user-listings">
        {LISTING_KINDS.map((kind) => {
          const counts = listings[kind];
          const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
          return (
            <div key={kind} className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-medium text-ink">{t(`kinds.${kind}`)}</dt>
              <dd className="text-muted">
                {t('listingCounts', {
                  total,
                  published: counts.published ?? 0,
                  held: counts.held ?? 0,
                })}
              </dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}
