#!/usr/bin/env node
/**
 * Writes components/icons/sprite.svg: one <symbol> per icon that components/icons/index.tsx
 * declares (`icon('Name')`), drawn by lucide-react itself (its component rendered to markup, the
 * shapes kept, the outer <svg> replaced by a symbol with the same viewBox). No network: the
 * drawings come from the installed lucide-react. `node scripts/build-icon-sprite.mjs [--check]`;
 * with --check it writes nothing and exits 1 when the committed sprite differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const INDEX = path.join(ROOT, 'components/icons/index.tsx');
export const SPRITE = path.join(ROOT, 'components/icons/sprite.svg');

/** The icon names components/icons/index.tsx declares, in its order. */
export function declaredIcons(source = readFileSync(INDEX, 'utf8')) {
  return [...source.matchAll(/\bicon\('([A-Za-z0-9]+)'\)/g)].map((m) => m[1]);
}

export function buildSprite(names = declaredIcons()) {
  const require = createRequire(import.meta.url);
  const lucide = require('lucide-react');
  const { createElement } = require('react');
  const { renderToStaticMarkup } = require('react-dom/server');
  const symbols = names.map((name) => {
    const component = lucide[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(component));
    const shapes = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  // Next reads an imported image's size from its root: a viewBox, though only the symbols are used.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${symbols.join('')}</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sprite = buildSprite();
  if (process.argv.includes('--check')) {
    const same = readFileSync(SPRITE, 'utf8') === sprite;
    if (!same)
      console.error('components/icons/sprite.svg is stale: run node scripts/build-icon-sprite.mjs');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(SPRITE, sprite);
  console.log(
    `components/icons/sprite.svg: ${declaredIcons().length} icons, ${sprite.length} bytes`,
  );
}
