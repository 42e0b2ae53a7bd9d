import { clsx } from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { LISTING_KIND } from '@/features/listings/kinds';
import { ListingImage } from '@/features/listings/components/catalogue/listing-image';
import { CITIES } from '@/features/listings/taxonomy';
import { decodeModerationNote } from '@/features/moderation/moderation-note';
import type { CaseListing, CaseMessage } from '@/features/moderation/server/report-case';
import { CASE_NEIGHBOURS } from '@/features/moderation/server/report-case';
import { StatusBadge } from '@/features/staff/components/status-badge';
import { listingStateLabel } from './report-labels';

const panel = 'rounded-2xl border border-line bg-surface p-5 shadow-sm';

/** The reported listing as its page shows it, with its state and any note shown to its owner. */
export async function ReportCaseListing({ listing }: { listing: CaseListing }) {
  const t = await getTranslations('admin.reports');
  const taxonomy = await getTranslations('taxonomy');
  const reasons = await getTranslations('moderation.reasons');
  const city = CITIES.find((code) => code === listing.city);
  const note = decodeModerationNote(listing.moderationReason);
  return (
    <section aria-labelledby="case-target" className={panel} data-testid="case-listing">
      <h2 id="case-target" className="mb-3 text-sm font-semibold text-muted">
        {t('case.listing')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge state={listing.status}>{listingStateLabel(t, listing.status)}</StatusBadge>
        <span className="text-sm text-muted">{t(`kinds.${listing.kind}`)}</span>
        {city ? <span className="text-sm text-muted">· {taxonomy(`cities.${city}`)}</span> : null}
      </div>
      <h3 dir="auto" className="user-text mt-3 text-xl font-bold text-ink">
        {listing.title}
      </h3>
      {note ? (
        <p className="mt-2 text-sm text-muted">
          {t('case.moderationNote', { reason: reasons(note.reason), note: note.note })}
        </p>
      ) : null}
      {listing.photos.length > 0 ? (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {listing.photos.map((photo) => (
            <li key={photo.storageKey}>
              <ListingImage
                photo={photo}
                alt=""
                widths={[320]}
                sizes="10rem"
                placeholder=""
                className="rounded-lg"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {[listing.summary, listing.description].map((text, i) =>
        text ? (
          <p key={i} dir="auto" className="user-text mt-4 whitespace-pre-line text-ink">
            {text}
          </p>
        ) : null,
      )}
      {listing.status === 'published' ? (
        <AppLink
          href={`${LISTING_KIND[listing.kind].publicPath}/${listing.id}`}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('case.viewPublic')}
        </AppLink>
      ) : null}
    </section>
  );
}

/** The reported message between its neighbours: nothing else of the conversation. */
export async function ReportCaseExcerpt({ excerpt }: { excerpt: CaseMessage[] }) {
  const t = await getTranslations('admin.reports');
  const format = await getFormatter();
  return (
    <section aria-labelledby="case-target" className={panel} data-testid="case-excerpt">
      <h2 id="case-target" className="text-sm font-semibold text-muted">
        {t('case.message')}
      </h2>
      <p className="mt-1 mb-4 text-xs text-muted">
        {t('case.messageNote', { count: CASE_NEIGHBOURS })}
      </p>
      <ol className="flex flex-col gap-3">
        {excerpt.map((message) => (
          <li
            key={message.id}
            className={clsx(
              'rounded-xl border p-3',
              message.reported ? 'border-danger bg-red-50' : 'border-line bg-canvas',
            )}
            data-reported={message.reported ? 'true' : undefined}
          >
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <span dir="auto" className="user-text font-semibold text-ink">
                {message.sender.name}
              </span>
              <time dateTime={message.createdAt.toISOString()}>
                {format.dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              {message.reported ? (
                <StatusBadge tone="danger">{t('case.reportedMark')}</StatusBadge>
              ) : null}
            </p>
            <p dir="auto" className="user-text mt-1 break-words whitespace-pre-wrap text-ink">
              {message.body}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
