import { Clock, Mail, MapPin } from '@/components/icons';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeferredContactForm } from '@/features/contact/components/deferred-contact-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { isLocale, toLocale } from '@/i18n/routing';
import { CONTACT_MESSAGES } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/i18n/metadata';

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'contactUs', '/contact-us');
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('contact');
  const titles = await getTranslations('titles');
  const details = [
    { icon: Mail, label: t('emailLabel'), value: t('emailValue'), ltr: true },
    { icon: Clock, label: t('hoursLabel'), value: t('hoursValue'), ltr: false },
    { icon: MapPin, label: t('officeLabel'), value: t('officeValue'), ltr: false },
  ];
  return (
    <div className="container-page py-10">
      <PageHeading title={titles('contactUs')} description={t('intro')} />
      <div className="grid gap-8 lg:grid-cols-3">
        <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm lg:col-span-2">
          <h2 className="mb-4 text-lg font-semibold">{t('formTitle')}</h2>
          <ClientMessages pick={CONTACT_MESSAGES}>
            <DeferredContactForm />
          </ClientMessages>
        </section>
        <aside className="space-y-4">
          {details.map(({ icon: Icon, label, value, ltr }) => (
            <div key={label} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <h2 className="text-sm font-semibold">{label}</h2>
                <p className="text-sm text-muted" dir={ltr ? 'ltr' : undefined}>
                  {value}
                </p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </div>
  );
}
