import {
  ArrowRight,
  BellRing,
  Building2,
  LayoutList,
  Megaphone,
  MessagesSquare,
  Search,
  Send,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

type Audience = {
  key: 'investors' | 'owners';
  href: '/investments' | '/advertisements';
  icon: LucideIcon;
  accent: string;
  items: readonly [LucideIcon, LucideIcon, LucideIcon, LucideIcon];
};

const AUDIENCES: readonly Audience[] = [
  {
    key: 'investors',
    href: '/investments',
    icon: TrendingUp,
    accent: 'bg-brand-700 text-white',
    items: [Search, Send, MessagesSquare, Wallet],
  },
  {
    key: 'owners',
    href: '/advertisements',
    icon: Building2,
    accent: 'bg-accent-500 text-ink',
    items: [LayoutList, BellRing, Megaphone, MessagesSquare],
  },
];

const ITEM_KEYS = ['i1', 'i2', 'i3', 'i4'] as const;

/** Two side-by-side cards: what Fursa offers investors and what it offers business owners. */
export async function HomeAudiences() {
  const t = await getTranslations('home');
  return (
    <section className="container-page py-14 below-fold sm:py-20">
      <div className="grid gap-6 lg:grid-cols-2">
        {AUDIENCES.map(({ key, href, icon: Icon, accent, items }) => (
          <article
            key={key}
            aria-labelledby={`home-${key}`}
            className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className={`icon-tile ${accent}`}>
                <Icon aria-hidden />
              </span>
              <p className="text-sm font-semibold text-brand-800">{t(`${key}.eyebrow`)}</p>
            </div>
            <h2 id={`home-${key}`} className="mt-5 text-2xl font-bold text-ink sm:text-3xl">
              {t(`${key}.title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{t(`${key}.lead`)}</p>
            <ul className="audience-points">
              {ITEM_KEYS.map((item, index) => {
                const ItemIcon = items[index] ?? MessagesSquare;
                return (
                  <li key={item}>
                    <span>
                      <ItemIcon aria-hidden />
                    </span>
                    <span>{t(`${key}.items.${item}`)}</span>
                  </li>
                );
              })}
            </ul>
            <AppLink
              href={href}
              className="mt-8 inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-800"
            >
              {t(`${key}.cta`)}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </AppLink>
          </article>
        ))}
      </div>
    </section>
  );
}
