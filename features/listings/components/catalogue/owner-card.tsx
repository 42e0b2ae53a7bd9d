import { useFormatter, useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import type { ListingOwner } from '@/features/listings/server/catalogue';

/** Who published the listing: picture (or initials), name and how long they have been here. */
export function OwnerCard({ owner }: { owner: ListingOwner }) {
  const t = useTranslations('catalogue.detail');
  const format = useFormatter();
  return (
    <section
      aria-labelledby="listing-owner"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="listing-owner" className="text-sm text-muted">
        {t('owner')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar name={owner.name} image={owner.image} size={48} />
        <div className="min-w-0">
          <p dir="auto" className="user-text font-semibold text-ink" data-testid="owner-name">
            {owner.name}
          </p>
          <p className="text-sm text-muted">
            {t('memberSince', {
              date: format.dateTime(owner.memberSince, { month: 'long', year: 'numeric' }),
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
