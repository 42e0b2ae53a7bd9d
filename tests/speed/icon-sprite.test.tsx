import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error a plain-ESM script without types
import { buildSprite, declaredIcons, SPRITE } from '../../scripts/build-icon-sprite.mjs';

// Next turns the import into the hashed URL it serves; here any URL does.
vi.mock('@/components/icons/sprite.svg', () => ({ default: { src: '/media/sprite.abc.svg' } }));
const icons = await import('@/components/icons');

const committed = readFileSync(SPRITE, 'utf8');

describe('icon sprite (components/icons)', () => {
  it('is what lucide-react draws for exactly the icons declared', () => {
    expect(committed).toBe(buildSprite());
  });

  it('has a symbol for every icon the app imports, and the app imports nothing else from lucide', () => {
    const symbols = [...committed.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(symbols).toEqual(declaredIcons());
    const exported = Object.keys(icons).filter((name) => /^[A-Z]/.test(name));
    expect(exported.sort()).toEqual([...symbols].sort());
  });

  it('draws an icon as a reference into the sprite, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<icons.Eye className="size-5" />);
    expect(html).toBe(
      '<svg width="24" height="24" aria-hidden="true" class="icon size-5"><use href="/media/sprite.abc.svg#Eye"></use></svg>',
    );
  });

  it('keeps a labelled icon visible to assistive technology and honours strokeWidth', () => {
    const html = renderToStaticMarkup(<icons.Bell aria-label="Notifications" strokeWidth={1.5} />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Notifications"');
    expect(html).toContain('style="stroke-width:1.5"');
  });
});

describe('no file imports lucide-react directly', () => {
  it('app, components, features and lib use components/icons', () => {
    const root = path.resolve(__dirname, '../..');
    const files = ['app', 'components', 'features', 'lib'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const direct = files.filter(
      (file) =>
        file !== path.join('components', 'icons', 'index.tsx') &&
        readFileSync(path.join(root, file), 'utf8').includes("from 'lucide-react'"),
    );
    expect(direct).toEqual([]);
  });
});
