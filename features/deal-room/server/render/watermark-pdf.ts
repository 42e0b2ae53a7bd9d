import 'server-only';

import {
  PDFDocument,
  PDFName,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setGraphicsState,
} from 'pdf-lib';
import type { PDFOperator, PDFPage, PDFRef } from 'pdf-lib';
import { loadFonts } from './fonts';
import { embedFonts, lineOperators, pageFontNamer } from './pdf-text';
import type { PdfFonts } from './pdf-text';
import { shapeText } from './shape';
import type { ShapedLine } from './shape';
import { tileMarks } from './tiling';
import { markText, RenderError } from './types';
import type { Watermark } from './types';

/** The size the mark is set at in its form; each page scales the form to its own size. */
const FORM_SIZE = 20;

async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    // Encrypted files are refused by pdf-lib itself (EncryptedPDFError).
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() === 0) throw new Error('no pages');
    return doc;
  } catch (error) {
    throw new RenderError('unreadable_pdf', { cause: error });
  }
}

/** The mark once, as a form XObject every page draws: the text is stored a single time. */
function markForm(doc: PDFDocument, line: ShapedLine, fonts: PdfFonts): PDFRef {
  const names = { arabic: PDFName.of('FA'), latin: PDFName.of('FL') };
  const half = (line.advance * FORM_SIZE) / 2;
  const ops = [
    setFillingRgbColor(0.3, 0.3, 0.3),
    ...lineOperators(
      line,
      { x: -half, y: -0.3 * FORM_SIZE, size: FORM_SIZE },
      fonts,
      (k) => names[k],
      doc.context,
    ),
  ];
  const form = doc.context.formXObject(ops, {
    BBox: [-half - FORM_SIZE, -1.5 * FORM_SIZE, half + FORM_SIZE, 1.5 * FORM_SIZE],
    Resources: { Font: { FA: fonts.arabic.ref, FL: fonts.latin.ref } },
  });
  return doc.context.register(form);
}

/** The page as it is shown (after /Rotate), and where a point of that view lies on the page. */
function pageView(page: PDFPage) {
  const box = page.getCropBox();
  const rot = (((page.getRotation().angle % 360) + 360) % 360) as number;
  const turned = rot === 90 || rot === 270;
  const toPage = (u: number, v: number): [number, number] => {
    if (rot === 90) return [box.x + box.width - v, box.y + u];
    if (rot === 180) return [box.x + box.width - u, box.y + box.height - v];
    if (rot === 270) return [box.x + v, box.y + box.height - u];
    return [box.x + u, box.y + v];
  };
  return {
    width: turned ? box.height : box.width,
    height: turned ? box.width : box.height,
    rot,
    toPage,
  };
}

function stampPage(
  page: PDFPage,
  form: PDFRef,
  mark: ShapedLine,
  footer: ShapedLine,
  fonts: PdfFonts,
) {
  const context = page.doc.context;
  const view = pageView(page);
  const alpha = (a: number) =>
    page.node.newExtGState('GS', context.obj({ Type: 'ExtGState', ca: a, CA: a }));
  const tiling = tileMarks(view.width, view.height, mark.advance, {
    sizeRatio: 1 / 45,
    minSize: 6,
  });
  const scale = tiling.size / FORM_SIZE;
  const turn = ((tiling.angle + view.rot) * Math.PI) / 180;
  const [a, b] = [scale * Math.cos(turn), scale * Math.sin(turn)];
  const formName = page.node.newXObject('Mark', form);
  const ops: PDFOperator[] = [pushGraphicsState(), setGraphicsState(alpha(0.2))];
  for (const [u, v] of tiling.centres) {
    const [x, y] = view.toPage(u, v);
    ops.push(
      pushGraphicsState(),
      concatTransformationMatrix(a, b, -b, a, x, y),
      drawObject(formName),
      popGraphicsState(),
    );
  }
  ops.push(popGraphicsState());
  // The footer: small, centred near the bottom edge of the page as shown.
  const size = Math.min(7, (view.width - 24) / Math.max(footer.advance, 1));
  const [x, y] = view.toPage((view.width - footer.advance * size) / 2, 10);
  ops.push(
    pushGraphicsState(),
    setGraphicsState(alpha(0.85)),
    setFillingRgbColor(0.25, 0.25, 0.25),
    ...lineOperators(
      footer,
      { x, y, size, angle: view.rot },
      fonts,
      pageFontNamer(page, fonts),
      context,
    ),
    popGraphicsState(),
  );
  page.pushOperators(...ops);
}

/** Every page with the investor's mark across it and a footer line naming them; nothing else changes. */
export async function watermarkPdf(bytes: Uint8Array, mark: Watermark): Promise<Uint8Array> {
  const loaded = await loadFonts();
  const doc = await openPdf(bytes);
  const markLine = shapeText(markText(mark), 'auto', loaded);
  const footerLine = shapeText(mark.footer ?? markText(mark), 'auto', loaded);
  try {
    const fonts = await embedFonts(doc, loaded);
    const form = markForm(doc, markLine, fonts);
    for (const page of doc.getPages()) stampPage(page, form, markLine, footerLine, fonts);
    return await doc.save();
  } catch (error) {
    // A page tree or resource dictionary pdf-lib could load but not walk.
    throw new RenderError('unreadable_pdf', { cause: error });
  }
}
