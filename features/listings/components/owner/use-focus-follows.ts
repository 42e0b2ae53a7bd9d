'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { TileAction } from './photo-tile';

type Target = { id: string; action: TileAction };

/**
 * Keeps keyboard focus on the photo that moved: the tile given before `photos` change gets focus
 * on its same button afterwards, or on its nearest usable one.
 */
export function useFocusFollows(
  list: RefObject<HTMLUListElement | null>,
  photos: readonly unknown[],
): (target: Target) => void {
  const next = useRef<Target | null>(null);
  useEffect(() => {
    const target = next.current;
    next.current = null;
    if (!target) return;
    const tile = list.current?.querySelector(`[data-photo="${target.id}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const button =
      wanted && !wanted.disabled
        ? wanted
        : tile?.querySelector<HTMLButtonElement>('button:not([disabled])');
    button?.focus();
  }, [list, photos]);
  return useCallback((target: Target) => {
    next.current = target;
  }, []);
}
