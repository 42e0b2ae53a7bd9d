import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

export async function Brand() {
  const t = await getTranslations('app');
  return (
    <AppLink href="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800">
      {/* eslint-disable-next-line @next/next/no-img-element -- a 32px SVG needs no optimisation */}
      <img src="/imgs/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span>{t('name')}</span>
    </AppLink>
  );
}
