import { ArrowRight, Mail } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

/** The about page's closing invitation to write to us. */
export async function AboutContactCta() {
  const t = await getTranslations('about.cta');
  return (
    <section aria-labelledby="about-cta" className="container-page py-14 below-fold sm:py-20">
      <div className="flex flex-col gap-6 rounded-3xl bg-brand-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white">
            <Mail aria-hidden className="size-6" />
          </span>
          <div>
            <h2 id="about-cta" className="text-2xl font-bold text-white sm:text-3xl">
              {t('title')}
            </h2>
            <p className="mt-2 text-lg text-brand-100">{t('body')}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <AppLink href="/contact-us" className="btn-lg btn-inverse">
            {t('contact')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </AppLink>
          <AppLink href="/terms" className="btn-lg btn-outline-inverse">
            {t('terms')}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
