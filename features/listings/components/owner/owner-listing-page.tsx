import { notFound } from 'next/navigation';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { parseFunnelPeriod } from '@/features/listings/server/funnel';
import { getOwnerListing } from '@/features/listings/server/owner-listings';
import { ListingFunnel } from '../funnel/listing-funnel';
import { FactList } from './fact-list';
import { ListingHeader } from './listing-header';
import { ModerationNotice } from './moderation-notice';
import { OwnerGallery } from './owner-gallery';
import { ownerPagePath, ownerTools, type OwnerPageProps } from './owner-routes';
import { ownerPageView } from './owner-views';
import { StatusActions } from './status-actions';
import { OwnerDealRoomLink } from '@/features/deal-room/components/owner-deal-room-link';

/** The owner's page of one listing: photos and texts, status, deal room, funnel and facts. */
export async function OwnerListingPage({ kind, params, searchParams }: OwnerPageProps) {
  const locale = await segmentLocale(params);
  const { id = '' } = await params;
  const owner = await requirePageUser(locale, ownerPagePath(kind, 'details', id), {
    role: 'OWNER',
  });
  const listing = await getOwnerListing(owner, kind, id);
  if (!listing) notFound();
  const tools = await ownerTools(locale);
  const { t, format } = tools;
  const view = ownerPageView(listing, tools);
  const date = (d: Date | null) => (d ? format.dateTime(d, 'short') : t('details.never'));
  return (
    <div>
      <ListingHeader
        kind={kind}
        id={listing.id}
        title={listing.title}
        status={listing.status}
        subtitle={view.subtitle}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OwnerGallery
            photos={listing.photos}
            editHref={ownerListingPath(kind, listing.id, true)}
          />
          {view.texts.map(({ title, body }) => (
            <section
              key={title}
              className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
            >
              <h2 className="text-lg font-semibold">{title}</h2>
              <p dir="auto" className="user-text mt-3 whitespace-pre-line text-ink">
                {body}
              </p>
            </section>
          ))}
        </div>
        <aside className="space-y-6">
          <StatusActions
            kind={kind}
            id={listing.id}
            status={listing.status}
            notice={<ModerationNotice status={listing.status} stored={listing.moderationReason} />}
          />
          {kind === 'opportunity' && <OwnerDealRoomLink opportunityId={listing.id} />}
          <ListingFunnel
            ownerId={owner.id}
            kind={kind}
            listingId={listing.id}
            period={parseFunnelPeriod((await searchParams).period)}
          />
          <FactList
            title={t('details.facts')}
            facts={[
              ...view.facts,
              { label: t('details.views'), value: format.number(listing.views) },
              { label: t('details.created'), value: date(listing.createdAt) },
              { label: t('details.updated'), value: date(listing.updatedAt) },
              { label: t('details.publishedAt'), value: date(listing.publishedAt) },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
