import 'server-only';

import bidiFactory from 'bidi-js';
import type { EmbeddingLevels } from 'bidi-js';
import type { Glyph, GlyphPosition } from '@pdf-lib/fontkit';
import type { FontKey, LoadedFonts } from './fonts';

export type Direction = 'ltr' | 'rtl';

/** A piece of one line in one font and one direction, its glyphs already in visual order. */
export type ShapedRun = {
  font: FontKey;
  /** What is drawn: the logical text, brackets mirrored in right-to-left runs. */
  text: string;
  /** The same characters as written, for copying out of a PDF. */
  source: string;
  /** Part of a right-to-left stretch: its neighbours in the same stretch come before it in the text. */
  rtl: boolean;
  glyphs: Glyph[];
  positions: GlyphPosition[];
  unitsPerEm: number;
  /** Advance in ems: multiply by the font size. */
  advance: number;
};

/** A line's runs from left to right. */
export type ShapedLine = { runs: ShapedRun[]; advance: number };

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const NEUTRAL = new Set(['WS', 'ON', 'CS', 'ES', 'ET', 'B', 'S', 'BN', 'NSM']);

/** Arabic script in Noto Sans Arabic; spaces and punctuation stay in the font of the text before them. */
function fontKeys(text: string, fonts: LoadedFonts): FontKey[] {
  const keys: FontKey[] = [];
  let prev: FontKey | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    const code = ch.charCodeAt(0);
    let key: FontKey;
    if (code >= 0xdc00 && code <= 0xdfff && prev) key = prev;
    else if (ARABIC.test(ch)) key = 'arabic';
    else if (
      prev &&
      NEUTRAL.has(bidi.getBidiCharTypeName(ch)) &&
      fonts.faces[prev].hasGlyphForCodePoint(code)
    )
      key = prev;
    else key = 'latin';
    keys.push(key);
    prev = key;
  }
  return keys;
}

/** A paragraph's resolved bidi levels and fonts, computed once for all of its lines. */
export type Paragraph = { text: string; levels: EmbeddingLevels; keys: FontKey[] };

export function paragraph(text: string, base: Direction | 'auto', fonts: LoadedFonts): Paragraph {
  return { text, levels: bidi.getEmbeddingLevels(text, base), keys: fontKeys(text, fonts) };
}

// Shaping is the costly step and a long text repeats its words: runs are shaped a word at a time
// (nothing joins or kerns across a space) and kept. Nothing mutates a run once made.
const shaped = new Map<string, ShapedRun>();

export function shape(
  font: FontKey,
  text: string,
  fonts: LoadedFonts,
  rtl = false,
  source = text,
): ShapedRun {
  const key = `${font}\u0000${rtl}\u0000${text}\u0000${source}`;
  const known = shaped.get(key);
  if (known) return known;
  const face = fonts.faces[font];
  // fontkit orders an Arabic-script run right to left itself, and applies its joining forms.
  const { glyphs, positions } = face.layout(text);
  const units = positions.reduce((sum, p) => sum + p.xAdvance, 0);
  const advance = units / face.unitsPerEm;
  const run = { font, text, source, rtl, glyphs, positions, unitsPerEm: face.unitsPerEm, advance };
  if (shaped.size >= 20_000) shaped.clear();
  shaped.set(key, run);
  return run;
}

type Span = { lo: number; hi: number; rtl: boolean; font: FontKey };

function isSurrogateHalf(code: number, low: boolean): boolean {
  return low ? code >= 0xdc00 && code <= 0xdfff : code >= 0xd800 && code <= 0xdbff;
}

/**
 * The characters `start`..`end` (inclusive) of a paragraph, in visual order.
 * Only runs that fontkit orders right (Arabic right to left, Latin left to right) are kept whole;
 * any other piece (a bracket inside Arabic, an Arabic-Indic figure) goes one character at a time.
 */
export function shapeRange(
  p: Paragraph,
  start: number,
  end: number,
  fonts: LoadedFonts,
): ShapedLine {
  if (end < start) return { runs: [], advance: 0 };
  const { text, levels, keys } = p;
  // getReorderedIndices would answer for the whole paragraph: reverse this line's part only.
  const order = Array.from({ length: end - start + 1 }, (_, k) => start + k);
  for (const [from = 0, to = 0] of bidi.getReorderSegments(text, levels, start, end)) {
    order.splice(
      from - start,
      to - from + 1,
      ...order.slice(from - start, to - start + 1).reverse(),
    );
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const spans: Span[] = [];
  for (const i of order) {
    const rtl = (levels.levels[i] ?? 0) % 2 === 1;
    const font = keys[i] ?? 'latin';
    const last = spans.at(-1);
    const code = text.charCodeAt(i);
    const whole = rtl ? font === 'arabic' : font === 'latin';
    const next = rtl ? last && i === last.lo - 1 : last && i === last.hi + 1;
    const pair = isSurrogateHalf(code, !rtl);
    if (last && next && last.rtl === rtl && last.font === font && (whole || pair)) {
      if (rtl) last.lo = i;
      else last.hi = i;
    } else spans.push({ lo: i, hi: i, rtl, font });
  }
  const runs: ShapedRun[] = [];
  for (const span of spans) {
    let piece = '';
    for (let i = span.lo; i <= span.hi; i++) piece += mirrored.get(i) ?? text[i] ?? '';
    const source = text.slice(span.lo, span.hi + 1);
    const words = [...piece.matchAll(/ +|[^ ]+/g)];
    if (span.rtl) words.reverse();
    for (const { 0: word, index } of words) {
      const original = source.slice(index, index + word.length);
      const strongRtl = [...word].some((c) => ['AL', 'R'].includes(bidi.getBidiCharTypeName(c)));
      if (span.rtl && span.font === 'arabic' && !strongRtl && word.length > 1) {
        // Without an Arabic letter fontkit would keep the logical order: reverse it here.
        for (let k = word.length - 1; k >= 0; k--) {
          runs.push(shape(span.font, word[k] ?? '', fonts, true, original[k]));
        }
      } else runs.push(shape(span.font, word, fonts, span.rtl, original));
    }
  }
  return { runs, advance: runs.reduce((sum, r) => sum + r.advance, 0) };
}

/** One line of text, reordered for display; `auto` takes the direction of its first strong letter. */
export function shapeText(text: string, base: Direction | 'auto', fonts: LoadedFonts): ShapedLine {
  return shapeRange(paragraph(text, base, fonts), 0, text.length - 1, fonts);
}
