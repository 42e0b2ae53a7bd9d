import { Building2, CircleCheck, TrendingUp, type LucideIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';

const AUDIENCES: readonly { key: 'investors' | 'owners'; icon: LucideIcon }[] = [
  { key: 'investors', icon: TrendingUp },
  { key: 'owners', icon: Building2 },
];
const ITEMS = ['i1', 'i2', 'i3', 'i4'] as const;

/** Our mission, then what Fursa does for investors and for business owners. */
export async function AboutOffer() {
  const t = await getTranslations('about');
  return (
    <>
      <section aria-labelledby="about-mission" className="container-page py-14 below-fold sm:py-20">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <h2 id="about-mission" className="text-3xl font-bold text-ink">
            {t('mission.title')}
          </h2>
          <div className="space-y-5 text-lg leading-relaxed text-ink/90">
            <p>{t('mission.p1')}</p>
            <p>{t('mission.p2')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-what" className="border-y border-line bg-surface below-fold">
        <div className="container-page py-14 sm:py-20">
          <h2 id="about-what" className="text-3xl font-bold text-ink">
            {t('whatWeDo.title')}
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {AUDIENCES.map(({ key, icon: Icon }) => (
              <article key={key} className="rounded-2xl border border-line bg-canvas p-6 sm:p-8">
                <div className="flex items-center gap-3">
                  <span className="icon-tile bg-brand-700 text-white">
                    <Icon aria-hidden />
                  </span>
                  <h3 className="text-xl font-bold text-ink">{t(`whatWeDo.${key}.title`)}</h3>
                </div>
                <ul className="mt-6 space-y-3">
                  {ITEMS.map((item) => (
                    <li key={item} className="flex gap-3 leading-relaxed text-ink">
                      <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-success" />
                      <span>{t(`whatWeDo.${key}.items.${item}`)}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
