import { formatMoney } from '@/lib/format/money';
import { ownerListingPath } from '@/features/listings/owner-paths';

/** The notification as both the server and the browser know it (see WireNotification). */
export type RenderableNotification = { type: string; data: Record<string, unknown> };
export type ReaderType = 'INVESTOR' | 'OWNER' | 'ADMIN' | 'MODERATOR';

type Values = Record<string, string | number | Date>;
/** A translator of the `notifications` namespace (next-intl's `t`, client or server). */
export type NotificationsT = (key: string, values?: Values) => string;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/**
 * Names and titles are user text in either script: isolated (FSI … PDI), an English title keeps its
 * quotes in place inside an Arabic sentence, and the other way round.
 */
const isolated = (value: unknown) => {
  const text = str(value);
  return text ? `\u2068${text}\u2069` : text;
};
const date = (value: unknown) => new Date(typeof value === 'string' ? value : 0);

/** Where a notification leads: its subject, per type (and, for chats, per side of the request). */
export function notificationHref(n: RenderableNotification, reader: ReaderType): string {
  const d = n.data;
  switch (n.type) {
    case 'contact_request_received':
    case 'contact_request_cancelled':
      return '/contact-requests';
    case 'contact_request_accepted':
    case 'contact_request_declined':
      return '/my-contact-requests';
    case 'chat_message': {
      // Owners receive requests; investors send them: each has their own chat page (SPEC 2).
      const base = reader === 'OWNER' ? '/contact-requests/chat' : '/my-contact-requests/chat';
      return `${base}?request=${encodeURIComponent(str(d.requestId))}`;
    }
    case 'wallet_top_up':
    case 'wallet_top_up_held':
    case 'wallet_restricted':
      return '/profile/wallet';
    case 'subscription_started':
    case 'subscription_ending':
    case 'subscription_ended':
      return '/profile/plans';
    case 'promotion_ended':
      return '/profile/ads-page';
    case 'listing_approved':
    case 'listing_hidden':
    case 'listing_removed':
      return ownerListingPath(d.listingKind === 'opportunity' ? 'opportunity' : 'advertisement');
    case 'contact_request_closed':
      return reader === 'OWNER' ? '/contact-requests' : '/my-contact-requests';
    case 'saved_search_match':
      return `/${d.listingKind === 'advertisement' ? 'advertisements' : 'investments'}/${encodeURIComponent(str(d.listingId))}`;
    case 'deal_room_access_requested':
    case 'deal_room_nda_accepted':
      return `/profile/opportunities/${encodeURIComponent(str(d.opportunityId))}/deal-room`;
    case 'deal_room_access_granted':
    case 'deal_room_access_revoked':
    case 'deal_room_document_added':
      return `/investments/${encodeURIComponent(str(d.opportunityId))}/deal-room`;
    default:
      return '/notifications';
  }
}

/** The title and body in the reader's language (ICU messages under notifications.types). */
export function renderNotification(
  n: RenderableNotification,
  t: NotificationsT,
  locale: string,
): { title: string; body: string } {
  const values = valuesFor(n, locale);
  if (!values) return { title: t('types.unknown.title'), body: t('types.unknown.body') };
  return { title: t(`types.${n.type}.title`, values), body: t(`types.${n.type}.body`, values) };
}

function valuesFor(n: RenderableNotification, locale: string): Values | null {
  const d = n.data;
  switch (n.type) {
    case 'contact_request_received':
    case 'contact_request_accepted':
    case 'contact_request_declined':
    case 'contact_request_cancelled':
      return { actorName: isolated(d.actorName), listingTitle: isolated(d.listingTitle) };
    case 'chat_message':
      return { actorName: isolated(d.actorName), preview: str(d.preview) };
    case 'wallet_top_up':
      return {
        amount: formatMoney(Number(d.amountMinor) || 0, str(d.currency) || 'SAR', locale),
      };
    case 'wallet_top_up_held':
      return {
        amount: formatMoney(Number(d.amountMinor) || 0, str(d.currency) || 'SAR', locale),
        max: formatMoney(Number(d.maxBalanceMinor) || 0, str(d.currency) || 'SAR', locale),
      };
    case 'wallet_restricted':
      return { owed: formatMoney(Number(d.owedMinor) || 0, str(d.currency) || 'SAR', locale) };
    case 'subscription_started':
    case 'subscription_ending':
    case 'subscription_ended':
      return { endsAt: date(d.endsAt) };
    case 'promotion_ended':
      return { advertisementTitle: isolated(d.advertisementTitle) };
    case 'saved_search_match':
    case 'listing_approved':
    case 'contact_request_closed':
      return { listingTitle: isolated(d.listingTitle) };
    case 'report_received':
    case 'report_resolved':
      return { targetTitle: isolated(d.targetTitle), outcome: str(d.outcome) || 'dismissed' };
    case 'listing_hidden':
    case 'listing_removed':
      return {
        listingTitle: isolated(d.listingTitle),
        reason: str(d.reason) || 'other',
        note: isolated(d.note),
      };
    case 'account_warning':
      return { reason: str(d.reason) || 'other', note: isolated(d.note) };
    case 'account_restored':
      return {};
    case 'deal_room_access_requested':
    case 'deal_room_nda_accepted':
      return { actorName: isolated(d.actorName), listingTitle: isolated(d.listingTitle) };
    case 'deal_room_access_granted':
    case 'deal_room_access_revoked':
      return { listingTitle: isolated(d.listingTitle) };
    case 'deal_room_document_added':
      return { listingTitle: isolated(d.listingTitle), documentTitle: isolated(d.documentTitle) };
    default:
      return null;
  }
}
