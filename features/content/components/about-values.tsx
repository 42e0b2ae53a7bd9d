import { Eye, Languages, LockKeyhole, Scale, type LucideIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

const VALUES: readonly {
  key: 'clarity' | 'fairness' | 'privacy' | 'language';
  icon: LucideIcon;
}[] = [
  { key: 'clarity', icon: Eye },
  { key: 'fairness', icon: Scale },
  { key: 'privacy', icon: LockKeyhole },
  { key: 'language', icon: Languages },
];
const OPERATE = ['i1', 'i2', 'i3', 'i4', 'i5'] as const;

/** What we stand for, then how we operate. */
export async function AboutValues() {
  const t = await getTranslations('about');
  return (
    <>
      <section aria-labelledby="about-values" className="container-page py-14 below-fold sm:py-20">
        <h2 id="about-values" className="text-3xl font-bold text-ink">
          {t('values.title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <span className="icon-tile bg-brand-100 text-brand-800">
                <Icon aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{t(`values.items.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`values.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-operate"
        className="border-y border-line bg-surface below-fold"
      >
        <div className="container-page grid gap-6 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <h2 id="about-operate" className="text-3xl font-bold text-ink">
            {t('operate.title')}
          </h2>
          <ul className="space-y-5">
            {OPERATE.map((item) => (
              <li
                key={item}
                className="border-s-4 border-brand-500 ps-4 leading-relaxed text-muted"
              >
                {t.rich(`operate.items.${item}`, {
                  b: (chunks: ReactNode) => (
                    <strong className="font-semibold text-ink">{chunks}</strong>
                  ),
                })}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
