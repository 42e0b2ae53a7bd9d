'use client';

import { clsx } from 'clsx';
import { useState } from 'react';

/** Up to two letters: the first of the first word and of the last one ("Omar Al Said" → "OS"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  // A zero-width non-joiner keeps Arabic letters apart (isolated forms), like Latin initials.
  return (last ? `${first}\u200c${last}` : first).toLocaleUpperCase();
}

/**
 * A round user picture, or the user's initials when there is none (or it fails to load).
 * Decorative by default (`alt=""`): it usually sits next to the name; pass `alt` when it stands alone.
 */
export function Avatar({
  name,
  image,
  size = 40,
  alt = '',
  className,
}: {
  name: string;
  image?: string | null;
  /** Diameter in CSS pixels. */
  size?: number;
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  const base = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );

  if (image && failed !== image) {
    return (
      // Stored avatars are already small and served with a long cache; no optimiser needed.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={image}
        alt={alt}
        width={size}
        height={size}
        style={style}
        className={clsx(base, 'bg-brand-50 object-cover')}
        onError={() => setFailed(image)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ ...style, fontSize: Math.max(11, Math.round(size * 0.38)) }}
      className={clsx(base, 'bg-brand-100 font-semibold text-brand-800 select-none')}
      data-testid="avatar-initials"
    >
      {initialsOf(name)}
    </span>
  );
}
