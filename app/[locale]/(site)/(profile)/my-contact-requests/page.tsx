import type { Metadata } from 'next';
import {
  RequestListPage,
  type ListPageProps,
} from '@/features/contact-requests/components/request-list-page';
import { toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: ListPageProps): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'myContactRequests', '/my-contact-requests');
}

/** Requests the signed-in investor sent. */
export default function MyContactRequestsPage(props: ListPageProps) {
  return <RequestListPage side="sent" {...props} />;
}
