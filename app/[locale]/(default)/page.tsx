import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return <div className="container-page py-10" />;
}
