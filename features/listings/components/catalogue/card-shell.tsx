import { CalendarDays, MapPin } from '@/components/icons';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { ListingPhoto } from '@/features/listings/server/photo-rows';
import { ListingImage, type PhotoLoading } from './listing-image';
import { textLang } from './text-lang';

/** Cards are at most a third of the content width, the full width on phones. */
export const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 640px) 50vw, 100vw';

/**
 * The frame shared by advertisement and investment cards: cover, label line, title (the whole
 * card is its link, without nesting interactive elements), then the kind's own details.
 */
export function CardShell({
  href,
  title,
  cover,
  label,
  badge,
  city,
  date,
  placeholder,
  photoLoading = 'lazy',
  children,
}: {
  href: string;
  title: string;
  cover: ListingPhoto | null;
  label: string;
  badge?: ReactNode;
  city: string;
  date: string;
  placeholder: string;
  /** How the cover loads (a list's first cards are in the first screen). */
  photoLoading?: PhotoLoading;
  children: ReactNode;
}) {
  return (
    <article className="group listing-card">
      <ListingImage
        photo={cover}
        alt=""
        sizes={CARD_SIZES}
        placeholder={placeholder}
        loading={photoLoading}
      />
      {badge ? <div className="absolute start-3 top-3">{badge}</div> : null}
      <div className="card-body">
        <p className="card-label">{label}</p>
        <h3 dir="auto" lang={textLang(title)} className="user-text card-title">
          <AppLink href={href} className="card-link">
            {title}
          </AppLink>
        </h3>
        {children}
        <p className="card-meta">
          <span>
            <MapPin aria-hidden />
            {city}
          </span>
          <span>
            <CalendarDays aria-hidden />
            {date}
          </span>
        </p>
      </div>
    </article>
  );
}

export function FeaturedBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-500 px-2.5 py-1 text-xs font-bold text-ink shadow-sm">
      {children}
    </span>
  );
}
