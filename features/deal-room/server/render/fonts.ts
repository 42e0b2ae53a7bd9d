import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';

/** Arabic-script text is set in Noto Sans Arabic, everything else in Inter (the site's faces). */
export type FontKey = 'arabic' | 'latin';

/**
 * Committed TTFs (SIL OFL 1.1, licences beside them), read at run time so that no system font is
 * needed: relative to the working directory, which is the app's root under `next start`, in a
 * standalone server and in vitest alike.
 */
export const FONT_DIR = path.join(
  process.cwd(),
  'features',
  'deal-room',
  'server',
  'render',
  'fonts',
);

const FILES: Record<FontKey, string> = {
  arabic: 'NotoSansArabic-Regular.ttf',
  latin: 'Inter-Regular.ttf',
};

export type LoadedFonts = {
  bytes: Record<FontKey, Uint8Array>;
  faces: Record<FontKey, Font>;
};

let loading: Promise<LoadedFonts> | undefined;

export function loadFonts(): Promise<LoadedFonts> {
  loading ??= (async () => {
    const [arabic, latin] = await Promise.all(
      [FILES.arabic, FILES.latin].map(
        async (file) => new Uint8Array(await readFile(path.join(FONT_DIR, file))),
      ),
    );
    if (!arabic || !latin) throw new Error('deal-room fonts missing');
    return {
      bytes: { arabic, latin },
      faces: { arabic: fontkit.create(arabic), latin: fontkit.create(latin) },
    };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
