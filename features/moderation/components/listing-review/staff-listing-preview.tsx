import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { BackLink } from '@/features/listings/components/owner/back-link';
import { FactList } from '@/features/listings/components/owner/fact-list';
import { photoUrl } from '@/features/listings/photo-url';
import { listingStatusOf } from '@/features/listings/taxonomy';
import type { StaffListing } from '@/features/moderation/server/staff-listings';
import { StatusBadge } from '@/features/staff/components/status-badge';
import { staffListingView } from './staff-listing-facts';
import { StaffListingSide } from './staff-listing-side';

const card = 'rounded-2xl border border-line bg-surface p-5 shadow-sm';

/** A moderator's view of one listing: its fields and photos, review state, owner and reports. */
export async function StaffListingPreview({
  data,
  locale,
}: {
  data: StaffListing;
  locale: Locale;
}) {
  const [t, owner, tx, states, format] = await Promise.all([
    getTranslations('admin.listings'),
    getTranslations('ownerListings'),
    getTranslations('taxonomy'),
    getTranslations('ownerListings.common.status'),
    getFormatter(),
  ]);
  const { listing, kind, photos } = data;
  const status = listingStatusOf(listing.status);
  const view = staffListingView(data, { t: owner, tx, format, locale });
  return (
    <div>
      <BackLink href="/admin/listings">{t('preview.back')}</BackLink>
      <div className="mb-6">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {t(`kinds.${kind}`)}
          <StatusBadge state={status}>{states(status)}</StatusBadge>
        </p>
        <h1 dir="auto" className="user-text mt-2 text-2xl font-bold text-ink sm:text-3xl">
          {listing.title}
        </h1>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="preview-photos" className={card}>
            <h2 id="preview-photos" className="text-lg font-semibold">
              {t('preview.photos')}
            </h2>
            {photos.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t('preview.noPhotos')}</p>
            ) : (
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {photos.map((photo, index) => (
                  <li key={photo.id}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a stored 640 WebP variant */}
                    <img
                      src={photoUrl(photo.storageKey, 640)}
                      alt={t('preview.photoAlt', { position: index + 1, count: photos.length })}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="aspect-4/3 w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {view.texts.map(({ title, body }) => (
            <section key={title} className={card}>
              <h2 className="text-lg font-semibold">{title}</h2>
              <p dir="auto" className="user-text mt-3 whitespace-pre-line text-ink">
                {body}
              </p>
            </section>
          ))}
          <FactList title={t('preview.details')} facts={view.facts} />
        </div>
        <StaffListingSide data={data} status={status} />
      </div>
    </div>
  );
}
