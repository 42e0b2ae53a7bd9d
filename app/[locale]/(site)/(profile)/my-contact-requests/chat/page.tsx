import { ChatPage, type ChatSearch } from '@/features/chat/components/chat-page';
import { toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { setRequestLocale } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ChatSearch> };

const PATH = '/my-contact-requests/chat';

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'myContactRequestsChat', PATH);
}

/** The investor's side of the chat; `?request=<id>` opens a conversation. */
export default async function Page({ params, searchParams }: Props) {
  const { locale: raw } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  return (
    <ChatPage
      locale={locale}
      side="investor"
      path={PATH}
      titleKey="myContactRequestsChat"
      search={await searchParams}
    />
  );
}
