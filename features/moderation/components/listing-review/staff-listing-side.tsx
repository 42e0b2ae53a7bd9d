import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { FactList, type Fact } from '@/features/listings/components/owner/fact-list';
import { publicListingPath } from '@/features/listings/owner-paths';
import type { ListingStatus } from '@/features/listings/taxonomy';
import { decodeModerationNote } from '@/features/moderation/moderation-note';
import type { StaffListing } from '@/features/moderation/server/staff-listings';
import { StatusBadge } from '@/features/staff/components/status-badge';
import { FlagList } from './flag-list';
import { ListingReviewActions } from './listing-review-actions';
import { ReviewAnnouncer } from './review-announcer';

const link = 'font-semibold text-brand-700 hover:underline';

/** The preview's side: the moderator's actions, review state and reports, owner, dates, links. */
export async function StaffListingSide({
  data,
  status,
}: {
  data: StaffListing;
  status: ListingStatus;
}) {
  const [t, reasons, format] = await Promise.all([
    getTranslations('admin.listings'),
    getTranslations('moderation.reasons'),
    getFormatter(),
  ]);
  const { listing, kind, owner } = data;
  const note = decodeModerationNote(listing.moderationReason);
  const date = (d: Date | null) =>
    d ? format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short' }) : t('preview.never');
  const review: Fact[] = [
    { label: t('columns.flags'), value: <FlagList flags={listing.reviewFlags} /> },
    { label: t('preview.reviewRequested'), value: date(listing.reviewRequestedAt) },
    ...(note ? [{ label: t('preview.reason'), value: reasons(note.reason) }] : []),
    ...(note?.note
      ? [
          {
            label: t('preview.note'),
            value: (
              <span dir="auto" className="user-text">
                {note.note}
              </span>
            ),
          },
        ]
      : []),
    {
      label: t('preview.reports'),
      value: (
        <AppLink href={`/admin/reports/${kind}/${listing.id}`} className={link}>
          {t('preview.reportsCount', data.reports)}
        </AppLink>
      ),
    },
  ];
  const ownerFacts: Fact[] = owner
    ? [
        {
          label: t('preview.owner'),
          value: (
            <AppLink href={`/admin/users/${owner.id}`} className={link}>
              <span dir="auto" className="user-text">
                {owner.name}
              </span>
            </AppLink>
          ),
        },
        { label: t('preview.email'), value: <span dir="ltr">{owner.email}</span> },
        ...(owner.suspendedAt
          ? [
              {
                label: t('columns.state'),
                value: <StatusBadge state="suspended">{t('preview.ownerSuspended')}</StatusBadge>,
              },
            ]
          : []),
      ]
    : [{ label: t('preview.owner'), value: t('preview.ownerUnknown') }];
  return (
    <aside className="space-y-6">
      <section
        aria-labelledby="preview-actions"
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      >
        <h2 id="preview-actions" className="mb-3 text-lg font-semibold">
          {t('columns.actions')}
        </h2>
        <ReviewAnnouncer />
        <ListingReviewActions kind={kind} id={listing.id} title={listing.title} status={status} />
      </section>
      <FactList title={t('preview.review')} facts={review} />
      <FactList title={t('preview.owner')} facts={ownerFacts} />
      <FactList
        title={t('preview.dates')}
        facts={[
          { label: t('preview.created'), value: date(listing.createdAt) },
          { label: t('preview.updated'), value: date(listing.updatedAt) },
          { label: t('preview.publishedAt'), value: date(listing.publishedAt) },
        ]}
      />
      <nav aria-label={t('preview.links')} className="flex flex-col gap-2 text-sm">
        {status === 'published' ? (
          <AppLink href={publicListingPath(kind, listing.id)} className={link}>
            {t('preview.publicPage')}
          </AppLink>
        ) : null}
        <AppLink href={{ pathname: '/admin/audit', query: { q: listing.id } }} className={link}>
          {t('preview.auditLink')}
        </AppLink>
      </nav>
    </aside>
  );
}
