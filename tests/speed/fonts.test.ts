import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/*
 * The committed faces (fonts/, cut by scripts/subset-fonts.py) and their declarations in
 * app/fonts.ts must agree: a unicode-range wider than the file makes the browser download a face
 * for characters it lacks; a narrower one leaves characters in a system face.
 */
const root = join(__dirname, '..', '..');
type Face = { file: string; weight: string | number; unicodeRange: string; text?: string };
const manifest = JSON.parse(readFileSync(join(root, 'fonts', 'manifest.json'), 'utf8')) as {
  latin: Face;
  arabic: Face;
  arabicLabel: Face;
  arabicFigures: Face;
  latinLabel: Face;
};
const fontsTs = readFileSync(join(root, 'app', 'fonts.ts'), 'utf8');

/** Each localFont({...}) call's src and unicode-range, as written in app/fonts.ts. */
function declared(file: string) {
  const start = fontsTs.indexOf(`'../fonts/${file}'`);
  const end = fontsTs.indexOf('});', start);
  const block = fontsTs.slice(start, end);
  return {
    weight: /weight: '([^']+)'/.exec(block)?.[1],
    unicodeRange: /value:\s*'([^']+)'/.exec(block)?.[1],
    found: start >= 0,
  };
}

describe('fonts', () => {
  it.each(['latin', 'arabic', 'arabicLabel', 'arabicFigures', 'latinLabel'] as const)(
    '%s: app/fonts.ts declares what the file maps',
    (face) => {
      const entry = manifest[face];
      const decl = declared(entry.file);
      expect(decl.found).toBe(true);
      expect(decl.unicodeRange).toBe(entry.unicodeRange);
      expect(decl.weight).toBe(String(entry.weight));
    },
  );

  it('the switcher label faces were cut for the labels each language shows', () => {
    // Change language.switchTo and the face no longer has its letters: rerun the script.
    expect(manifest.arabicLabel.text).toBe(en.language.switchTo);
    expect(manifest.latinLabel.text).toBe(ar.language.switchTo);
  });

  it('the Arabic stand-in covers the Arabic figures, so Inter is not fetched while they load', () => {
    // app/globals.css: each 'Fursa Arabic Fallback' face lists the figures' range after its own.
    const css = readFileSync(join(root, 'app', 'globals.css'), 'utf8');
    const faces = css.split('@font-face').filter((f) => f.includes("'Fursa Arabic Fallback'"));
    expect(faces).toHaveLength(4);
    const figures = manifest.arabicFigures.unicodeRange.split(',');
    for (const face of faces) {
      const range = /unicode-range:([^;]+);/.exec(face)![1]!.replace(/\s+/g, '').split(',');
      expect(range).toEqual(expect.arrayContaining(figures));
    }
  });
});
