import { Handshake, LayoutList, Send, UserRoundPlus, type LucideIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';

const STEPS: readonly { key: 's1' | 's2' | 's3' | 's4'; icon: LucideIcon }[] = [
  { key: 's1', icon: UserRoundPlus },
  { key: 's2', icon: LayoutList },
  { key: 's3', icon: Send },
  { key: 's4', icon: Handshake },
];

/** Four numbered steps from sign-up to a conversation. */
export async function HomeHowItWorks() {
  const t = await getTranslations('home.how');
  return (
    <section aria-labelledby="home-how" className="border-y border-line bg-surface below-fold">
      <div className="container-page py-14 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="home-how" className="text-3xl font-bold text-ink">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('lead')}</p>
        </div>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative rounded-2xl border border-line bg-canvas p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="icon-tile bg-brand-100 text-brand-800">
                  <Icon aria-hidden />
                </span>
                <span className="text-sm font-semibold text-brand-700">
                  {t('step', { number: String(index + 1) })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-bold text-ink">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
