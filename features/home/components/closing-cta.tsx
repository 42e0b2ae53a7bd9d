import { ArrowRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

/** The closing call to action: sign up, or look at the advertisements first. */
export async function HomeClosingCta() {
  const t = await getTranslations('home.cta');
  return (
    <section aria-labelledby="home-cta" className="container-page pb-16 below-fold sm:pb-24">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-brand-700/60"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -start-10 -bottom-20 size-56 rounded-full bg-brand-800"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="home-cta" className="text-3xl font-bold text-white sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{t('body')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <AppLink href="/auth/sign-up" className="btn-lg btn-inverse">
              {t('signUp')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </AppLink>
            <AppLink href="/advertisements" className="btn-lg btn-outline-inverse">
              {t('advertisements')}
            </AppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
