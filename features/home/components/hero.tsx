import { ArrowRight, CircleCheck } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { HeroIllustration } from './hero-illustration';

const POINTS = ['p1', 'p2', 'p3'] as const;

export async function HomeHero() {
  const t = await getTranslations('home.hero');
  return (
    <section
      aria-labelledby="home-title"
      className="overflow-hidden border-b border-line bg-linear-to-b from-brand-50 to-canvas"
    >
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:py-20">
        <div>
          <p className="inline-flex rounded-lg border border-brand-200 bg-surface px-3 py-1 text-sm font-medium text-brand-800">
            {t('eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl"
          >
            {t('title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{t('lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AppLink href="/auth/sign-up" className="btn-lg btn-primary shadow-sm">
              {t('signUp')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </AppLink>
            <AppLink href="/investments" className="btn-lg btn-secondary">
              {t('investments')}
            </AppLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-ink sm:grid-cols-3 sm:gap-4 lg:grid-cols-1 xl:grid-cols-3">
            {POINTS.map((key) => (
              <li key={key} className="flex items-start gap-2">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{t(`points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
