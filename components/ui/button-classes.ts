/** Button looks shared by server pages and client islands (kept out of 'use client' modules). */
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 py-2.5 font-semibold text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-60';
