import { MessagesSquare } from '@/components/icons';
import { useFormatter, useTranslations } from 'next-intl';
import { textLang } from '@/features/listings/components/catalogue/text-lang';
import { AppLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { chatHref, type ContactRequestView } from '@/features/contact-requests/types';
import { ownerListingPath, publicListingPath } from '@/features/listings/owner-paths';
import { RequestActions } from './request-actions';
import { RequestStatusBadge } from './status-badge';

/**
 * One request as a party sees it: the listing (linked), the other party, the message, times in the
 * reader's language, the status, and what this party may do now.
 */
export function RequestCard({
  request,
  role,
}: {
  request: ContactRequestView;
  role: 'owner' | 'requester';
}) {
  const t = useTranslations('contactRequests');
  const format = useFormatter();
  const other = role === 'owner' ? request.requester : request.owner;
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const listingHref =
    role === 'owner'
      ? ownerListingPath(request.listingKind, request.listingId)
      : publicListingPath(request.listingKind, request.listingId);
  const available = request.listingStatus === 'published' || role === 'owner';
  const headingId = `request-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="contact-request"
      data-request-id={request.id}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">
            {t(`row.kind.${request.listingKind}`)}
          </p>
          <h2 id={headingId} tabIndex={-1} className="mt-0.5 text-lg font-semibold text-ink">
            {available && request.listingTitle ? (
              <AppLink href={listingHref} dir="auto" className="user-text hover:underline">
                {request.listingTitle}
              </AppLink>
            ) : (
              <span dir="auto" className="user-text">
                {request.listingTitle || t('row.listingGone')}
              </span>
            )}
          </h2>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>

      <div className="mt-4 flex items-center gap-3">
        <Avatar name={other.name} image={other.image} size={36} />
        <p className="min-w-0 text-sm">
          <span className="text-muted">{role === 'owner' ? t('row.from') : t('row.to')} </span>
          <span dir="auto" className="user-text font-semibold text-ink">
            {other.name}
          </span>
        </p>
      </div>

      <p
        dir="auto"
        lang={textLang(request.message)}
        className="user-text mt-3 rounded-xl bg-canvas p-3 whitespace-pre-line text-ink"
      >
        {request.message}
      </p>

      {request.decisionNote ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-muted">{t('row.note')}</p>
          <p dir="auto" className="user-text mt-1 whitespace-pre-line text-ink">
            {request.decisionNote}
          </p>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <time dateTime={request.createdAt}>
            {t('row.sentAt', { date: when(request.createdAt) })}
          </time>
          {request.decidedAt ? (
            <time dateTime={request.decidedAt}>
              {t('row.decidedAt', { date: when(request.decidedAt) })}
            </time>
          ) : null}
          {request.cancelledAt ? (
            <time dateTime={request.cancelledAt}>
              {t('row.cancelledAt', { date: when(request.cancelledAt) })}
            </time>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {request.status === 'accepted' ? (
            <AppLink href={chatHref(role, request.id)} className="btn-sm btn-primary">
              <MessagesSquare aria-hidden className="size-4" />
              {t('row.openChat')}
            </AppLink>
          ) : null}
          {request.status === 'pending' ? (
            <RequestActions
              requestId={request.id}
              role={role}
              otherName={other.name}
              listingTitle={request.listingTitle}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
