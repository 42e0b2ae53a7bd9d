import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import type { Locale } from '@/i18n/routing';
import type { TitleKey } from '@/lib/i18n/metadata';
import { requirePageUser } from '@/lib/auth/page-gate';
import { getChatAccess, type ChatSide } from '@/features/chat/server/access';
import {
  getConversationSummary,
  listConversations,
  listMessages,
} from '@/features/chat/server/conversations';
import { ReportedMessagesProvider } from '@/features/moderation/components/report-message-button';
import { listReportedMessageIds } from '@/features/moderation/server/reports';
import { CHAT_MESSAGES } from './chat-messages';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

export type ChatSearch = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Both chat pages: the owner's side (/contact-requests/chat) and the investor's
 * (/my-contact-requests/chat). `?request=<id>` opens a conversation; one that is not the user's on
 * this side is a 404. The first page of messages is read here and hydrates the island.
 */
export async function ChatPage(props: {
  locale: Locale;
  side: ChatSide;
  path: string;
  titleKey: TitleKey;
  search: ChatSearch;
}) {
  const { locale, side, path } = props;
  const user = await requirePageUser(locale, path);
  const requestId = single(props.search.request) ?? null;
  const cursor = single(props.search.cursor);

  const open = requestId ? await getChatAccess(user.id, requestId, side) : null;
  if (requestId && !open) notFound();
  const [list, summary, first, reported] = await Promise.all([
    listConversations(user.id, side, { cursor }),
    open ? getConversationSummary(user.id, side, open.requestId) : null,
    open ? listMessages(open.requestId) : null,
    open ? listReportedMessageIds(user.id, open.requestId) : [],
  ]);
  const t = await getTranslations('chat');
  const titles = await getTranslations('titles');
  const nextHref = list.nextCursor
    ? `${path}?${new URLSearchParams({ ...(requestId ? { request: requestId } : {}), cursor: list.nextCursor })}`
    : null;

  return (
    <ClientMessages locale={locale} pick={CHAT_MESSAGES}>
      <div className="py-2">
        <PageHeading title={titles(props.titleKey)} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <section
            aria-label={t('conversations')}
            className={`${summary ? 'hidden lg:block' : ''} self-start rounded-2xl border border-line bg-white shadow-sm`}
          >
            <ConversationList
              meId={user.id}
              basePath={path}
              activeId={summary?.requestId ?? null}
              items={list.items}
              nextHref={nextHref}
              now={new Date().toISOString()}
              emptyText={side === 'owner' ? t('emptyOwner') : t('emptyInvestor')}
            />
          </section>
          {summary && first ? (
            <ReportedMessagesProvider initial={reported}>
              <ConversationView
                key={summary.requestId}
                requestId={summary.requestId}
                basePath={path}
                me={{ id: user.id, name: user.name }}
                other={summary.other}
                listingTitle={summary.listing.title}
                readOnly={summary.readOnly}
                initial={first.messages}
                initialHasMore={first.hasMore}
              />
            </ReportedMessagesProvider>
          ) : list.items.length > 0 ? (
            <p className="hidden rounded-2xl border border-dashed border-line bg-surface p-8 text-center text-muted lg:block">
              {t('pick')}
            </p>
          ) : null}
        </div>
      </div>
    </ClientMessages>
  );
}
