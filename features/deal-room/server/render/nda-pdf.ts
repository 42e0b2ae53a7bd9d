import 'server-only';

import { PDFDocument, popGraphicsState, pushGraphicsState, rgb, setFillingRgbColor } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import { loadFonts } from './fonts';
import type { LoadedFonts } from './fonts';
import { embedFonts, lineOperators, pageFontNamer } from './pdf-text';
import type { FontNamer, PdfFonts } from './pdf-text';
import { paragraph, shapeRange, shapeText } from './shape';
import type { Direction } from './shape';
import { wrapText } from './wrap';

export type NdaPdfInput = {
  locale: 'en' | 'ar';
  title: string;
  opportunityTitle: string;
  body: string;
  investorName: string;
  investorEmail: string;
  acceptedAt: Date;
  ipAddress: string;
  version: number;
  textSha256: string;
  /**
   * Translated labels: `acceptedBy`, `email`, `acceptedAt`, `ipAddress`, `version`, `sha256`, and
   * optionally `opportunity` (above the opportunity's title) and `acceptance` (the block's heading).
   * A missing label leaves its value unlabelled.
   */
  labels: Record<string, string>;
};

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const INK: [number, number, number] = [0.1, 0.11, 0.13];
const MUTED: [number, number, number] = [0.42, 0.44, 0.48];

/** `order`: the bidi base of the text (alignment always follows the document's direction). */
type Style = {
  size: number;
  color: [number, number, number];
  after?: number;
  order?: Direction | 'auto';
};

type Writer = {
  doc: PDFDocument;
  loaded: LoadedFonts;
  fonts: PdfFonts;
  base: Direction;
  leading: number;
  page: PDFPage;
  names: FontNamer;
  y: number;
  widths: Map<string, number>;
};

function addPage(w: Writer) {
  w.page = w.doc.addPage(PAGE);
  w.names = pageFontNamer(w.page, w.fonts);
  w.y = PAGE[1] - MARGIN;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
function ensure(w: Writer, height: number) {
  if (w.y - height < MARGIN) addPage(w);
}

function wordEms(w: Writer, word: string): number {
  let ems = w.widths.get(word);
  if (ems === undefined) {
    ems = shapeText(word, w.base, w.loaded).advance;
    w.widths.set(word, ems);
  }
  return ems;
}

/** Text in the document's direction: wrapped, aligned to its start edge, over pages as needed. */
function write(w: Writer, text: string, style: Style) {
  const max = PAGE[0] - 2 * MARGIN;
  const step = style.size * w.leading;
  for (const hardLine of text.split('\n')) {
    const clean = hardLine.replace(/\s+/g, ' ').trim();
    const p = paragraph(clean, style.order ?? w.base, w.loaded);
    const measure = (from: number, to: number) =>
      wordEms(w, clean.slice(from, to + 1)) * style.size;
    const ranges = wrapText(clean, max, wordEms(w, ' ') * style.size, measure);
    if (ranges.length === 0) {
      w.y -= step;
      continue;
    }
    for (const [from, to] of ranges) {
      ensure(w, step);
      w.y -= step;
      const line = shapeRange(p, from, to, w.loaded);
      const width = line.advance * style.size;
      const x = w.base === 'rtl' ? PAGE[0] - MARGIN - width : MARGIN;
      w.page.pushOperators(
        pushGraphicsState(),
        setFillingRgbColor(...style.color),
        ...lineOperators(line, { x, y: w.y, size: style.size }, w.fonts, w.names, w.doc.context),
        popGraphicsState(),
      );
    }
  }
  w.y -= style.after ?? 0;
}

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The investor's copy of the NDA they accepted: its full text, then who accepted it, when and where from. */
export async function ndaPdf(input: NdaPdfInput): Promise<Uint8Array> {
  const loaded = await loadFonts();
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setLanguage(input.locale);
  const fonts = await embedFonts(doc, loaded);
  const rtl = input.locale === 'ar';
  const first = doc.addPage(PAGE);
  const w: Writer = {
    doc,
    loaded,
    fonts,
    base: rtl ? 'rtl' : 'ltr',
    leading: rtl ? 1.75 : 1.5,
    page: first,
    names: pageFontNamer(first, fonts),
    y: PAGE[1] - MARGIN,
    widths: new Map(),
  };
  const label = (key: string) => {
    const text = input.labels[key];
    if (text) write(w, text, { size: 8.5, color: MUTED, after: 1 });
  };

  write(w, input.title, { size: 18, color: INK, after: 6 });
  label('opportunity');
  write(w, input.opportunityTitle, { size: 13, color: INK, after: 16, order: 'auto' });
  const paragraphs = input.body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n+/);
  for (const text of paragraphs) write(w, text.trim(), { size: 10.5, color: INK, after: 7 });

  ensure(w, 60);
  w.y -= 12;
  w.page.drawLine({
    start: { x: MARGIN, y: w.y },
    end: { x: PAGE[0] - MARGIN, y: w.y },
    thickness: 0.6,
    color: rgb(...MUTED),
  });
  w.y -= 6;
  if (input.labels.acceptance)
    write(w, input.labels.acceptance, { size: 12, color: INK, after: 4 });
  // Machine values read left to right in both languages ("2026-03-04 10:20:30 UTC", not reversed).
  const fields: Array<[string, string, Direction | 'auto']> = [
    ['acceptedBy', input.investorName, 'auto'],
    ['email', input.investorEmail, 'ltr'],
    ['acceptedAt', utc(input.acceptedAt), 'ltr'],
    ['ipAddress', input.ipAddress, 'ltr'],
    ['version', String(input.version), 'ltr'],
    ['sha256', input.textSha256, 'ltr'],
  ];
  for (const [key, value, order] of fields) {
    ensure(w, 40);
    label(key);
    write(w, value, { size: 10.5, color: INK, after: 5, order });
  }

  // Page numbers, figures only: "2 / 7", laid out in the document's direction.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const line = shapeText(`${i + 1} / ${pages.length}`, w.base, loaded);
    const x = (PAGE[0] - line.advance * 8) / 2;
    page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(...MUTED),
      ...lineOperators(
        line,
        { x, y: MARGIN / 2, size: 8 },
        fonts,
        pageFontNamer(page, fonts),
        doc.context,
      ),
      popGraphicsState(),
    );
  });
  return doc.save();
}
