import { PDFArray, PDFDict, PDFName, PDFStream, decodePDFRawStream } from 'pdf-lib';
import type { PDFDocument, PDFObject, PDFPage, PDFRawStream } from 'pdf-lib';

// A reader's view of the text of the deal room's PDFs, enough for the tests to find what was drawn.

const decoded = (stream: PDFStream) => decodePDFRawStream(stream as PDFRawStream).decode();
const utf16 = (hex: string) => new TextDecoder('utf-16be').decode(Buffer.from(hex, 'hex'));

/**
 * Text shown by a content stream as a reader copying it gets it: ActualText where a span has one,
 * otherwise the glyphs through the ToUnicode maps of the fonts its resources name.
 */
function shownText(doc: PDFDocument, content: Uint8Array, resources: PDFDict | undefined): string {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const cmap = doc.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
    if (!cmap) continue; // the source's own standard fonts
    const map = new Map<string, string>();
    const source = new TextDecoder().decode(decoded(cmap));
    for (const [, id = '', hex = ''] of source.matchAll(/<([0-9a-f]{4})> <([0-9a-f]*)>/gi)) {
      map.set(id.toLowerCase(), utf16(hex));
    }
    fonts.set(name.asString().slice(1), map);
  }
  let current: Map<string, string> | undefined;
  let actual = false;
  let out = '';
  const ops = new TextDecoder('latin1').decode(content);
  const tokens =
    /\/ActualText\s*<FEFF([0-9a-fA-F]*)>|\bEMC\b|\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]+)>/g;
  for (const [token, actualText, font, hex] of ops.matchAll(tokens)) {
    if (actualText !== undefined) [out, actual] = [out + utf16(actualText), true];
    else if (token === 'EMC') actual = false;
    else if (font) current = fonts.get(font);
    else if (hex && current && !actual) {
      for (const id of hex.match(/.{4}/g) ?? []) out += current.get(id.toLowerCase()) ?? '';
    }
  }
  return out;
}

function streamBytes(doc: PDFDocument, obj: PDFObject | undefined): Uint8Array {
  const resolved = doc.context.lookup(obj);
  if (resolved instanceof PDFArray) {
    const parts = resolved.asArray().map((part) => streamBytes(doc, part));
    return new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from([...p, 10]))));
  }
  return decoded(resolved as PDFStream);
}

/** The page's own text and the text of each form it draws (where the repeated mark lives). */
export function pageText(doc: PDFDocument, page: PDFPage): { own: string; forms: string[] } {
  const resources = page.node.Resources();
  const own = shownText(doc, streamBytes(doc, page.node.get(PDFName.of('Contents'))), resources);
  const forms: string[] = [];
  for (const [, ref] of resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.entries() ?? []) {
    const form = doc.context.lookup(ref, PDFStream);
    const formResources = form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict);
    forms.push(shownText(doc, decoded(form), formResources));
  }
  return { own, forms };
}
