import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { Brand } from './brand';
import { LEGAL_NAV, MAIN_NAV } from './nav-items';

export async function SiteFooter() {
  const t = await getTranslations('nav');
  const f = await getTranslations('footer');
  const groups = [
    { title: f('explore'), items: MAIN_NAV.slice(0, 2) },
    { title: f('company'), items: MAIN_NAV.slice(2) },
    { title: f('legal'), items: LEGAL_NAV },
  ];
  return (
    <footer className="mt-auto border-t border-line bg-surface below-fold">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Brand />
          <p className="max-w-xs text-sm text-muted">{f('about')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-ink">{group.title}</h2>
            <ul className="footer-links">
              {group.items.map((item) => (
                <li key={item.href}>
                  <AppLink href={item.href}>{t(item.key)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">
        {f('rights', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
