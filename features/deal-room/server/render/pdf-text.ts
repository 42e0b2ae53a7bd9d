import 'server-only';

import fontkit from '@pdf-lib/fontkit';
import {
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endMarkedContent,
  endText,
  rotateAndSkewTextDegreesAndTranslate,
  setFontAndSize,
  setTextRise,
} from 'pdf-lib';
import type { PDFContext, PDFDocument, PDFFont, PDFObject, PDFPage } from 'pdf-lib';
import type { FontKey, LoadedFonts } from './fonts';
import type { ShapedLine, ShapedRun } from './shape';

export type PdfFonts = Record<FontKey, PDFFont>;

type OperatorArg = NonNullable<Parameters<typeof PDFOperator.of>[1]>[number];

// pdf-lib's encodeText shapes the text again to find the glyphs' ids in the subset: once per
// font and word is enough (the ids stay the same for the life of the font).
const encoded = new WeakMap<PDFFont, Map<string, string>>();

function encode(font: PDFFont, text: string): string {
  let known = encoded.get(font);
  if (!known) encoded.set(font, (known = new Map()));
  let hex = known.get(text);
  if (hex === undefined) {
    hex = font.encodeText(text).asString();
    known.set(text, hex);
  }
  return hex;
}

/** How a content stream names a font: each page (or form) has its own resource dictionary. */
export type FontNamer = (key: FontKey) => PDFName;

export async function embedFonts(doc: PDFDocument, fonts: LoadedFonts): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  // Subsets: only the glyphs drawn travel in the file, with a ToUnicode map so text can be copied.
  const [arabic, latin] = await Promise.all([
    doc.embedFont(fonts.bytes.arabic, { subset: true }),
    doc.embedFont(fonts.bytes.latin, { subset: true }),
  ]);
  return { arabic, latin };
}

export function pageFontNamer(page: PDFPage, fonts: PdfFonts): FontNamer {
  const names = new Map<FontKey, PDFName>();
  return (key) => {
    let name = names.get(key);
    if (!name) {
      name = page.node.newFontDictionary(fonts[key].name, fonts[key].ref);
      names.set(key, name);
    }
    return name;
  };
}

/**
 * The glyphs of one run with fontkit's positions. pdf-lib's own drawText keeps only advance widths,
 * which drops the mark positioning Noto Sans Arabic relies on (its dots and vowel marks are
 * separate glyphs placed by GPOS), so each offset goes into a TJ adjustment or a text rise here.
 */
function runOperators(
  run: ShapedRun,
  font: PDFFont,
  size: number,
  context: PDFContext,
): PDFOperator[] {
  const hex = encode(font, run.text);
  const codes = hex.match(/.{4}/g) ?? [];
  if (codes.length !== run.glyphs.length) {
    return [PDFOperator.of(PDFOperatorNames.ShowText, [PDFHexString.of(hex)])];
  }
  const perMille = 1000 / run.unitsPerEm;
  const ops: PDFOperator[] = [];
  let items: PDFObject[] = [];
  let pending = '';
  let rise = 0;
  const adjust = (units: number) => {
    if (Math.abs(units) < 0.01) return;
    if (pending) items.push(PDFHexString.of(pending));
    pending = '';
    items.push(PDFNumber.of(-units * perMille));
  };
  const flush = () => {
    if (pending) items.push(PDFHexString.of(pending));
    if (items.length)
      ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [context.obj(items)]));
    items = [];
    pending = '';
  };
  run.glyphs.forEach((glyph, i) => {
    const p = run.positions[i];
    if (!p) return;
    const wanted = (p.yOffset / run.unitsPerEm) * size;
    if (wanted !== rise) {
      flush();
      ops.push(setTextRise(wanted));
      rise = wanted;
    }
    adjust(p.xOffset);
    pending += codes[i];
    adjust(p.xAdvance - p.xOffset - glyph.advanceWidth);
  });
  flush();
  if (rise !== 0) ops.push(setTextRise(0));
  return ops;
}

/**
 * Noto Sans Arabic draws dotted letters as a shared skeleton plus dots (س and ش share a glyph), so
 * its ToUnicode map cannot tell them apart: each stretch of Arabic carries its text as written in
 * an ActualText span, which copying and search use instead of the glyphs.
 */
function actualText(runs: ShapedRun[], first: number, context: PDFContext): PDFOperator {
  const head = runs[first];
  const stretch: string[] = [];
  for (let i = first; runs[i]?.font === 'arabic' && runs[i]?.rtl === head?.rtl; i++)
    stretch.push(runs[i]?.source ?? '');
  if (head?.rtl) stretch.reverse();
  // pdf-lib's argument type leaves out dictionaries, which BDC takes inline and it writes as any object.
  const props = context.obj({
    ActualText: PDFHexString.fromText(stretch.join('')),
  }) as unknown as OperatorArg;
  return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), props]);
}

/** A text object drawing `line` from (x, y) on its baseline, turned `angle` degrees anticlockwise. */
export function lineOperators(
  line: ShapedLine,
  at: { x: number; y: number; size: number; angle?: number },
  fonts: PdfFonts,
  nameOf: FontNamer,
  context: PDFContext,
): PDFOperator[] {
  const angle = at.angle ?? 0;
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  const ops: PDFOperator[] = [beginText()];
  let pen = 0;
  line.runs.forEach((run, i) => {
    const before = line.runs[i - 1];
    const after = line.runs[i + 1];
    const sameStretch = (other?: ShapedRun) => other?.font === 'arabic' && other.rtl === run.rtl;
    if (run.font === 'arabic' && !sameStretch(before)) ops.push(actualText(line.runs, i, context));
    ops.push(
      setFontAndSize(nameOf(run.font), at.size),
      rotateAndSkewTextDegreesAndTranslate(angle, 0, 0, at.x + cos * pen, at.y + sin * pen),
      ...runOperators(run, fonts[run.font], at.size, context),
    );
    if (run.font === 'arabic' && !sameStretch(after)) ops.push(endMarkedContent());
    pen += run.advance * at.size;
  });
  ops.push(endText());
  return ops;
}
