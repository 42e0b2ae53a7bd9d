import 'server-only';

import sharp from 'sharp';
import { loadFonts } from './fonts';
import { shapeText } from './shape';
import type { ShapedLine } from './shape';
import { tileMarks } from './tiling';
import { markText, RenderError } from './types';
import type { Watermark } from './types';

const OUTPUTS = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
type OutputFormat = keyof typeof OUTPUTS;

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/**
 * The mark as glyph outlines, its centre at the origin. Drawing outlines rather than SVG text
 * leaves nothing to the system's fonts (a server image may have none) and keeps the Arabic as
 * fontkit shaped it.
 */
function markGlyphs(line: ShapedLine, size: number, stroke: number): string {
  const parts: string[] = [];
  let pen = 0;
  for (const run of line.runs) {
    const scale = size / run.unitsPerEm;
    run.glyphs.forEach((glyph, i) => {
      const p = run.positions[i];
      if (!p) return;
      const d = glyph.path.toSVG();
      if (d) {
        const x = num(pen + p.xOffset * scale);
        const y = num(-p.yOffset * scale);
        parts.push(
          `<path transform="translate(${x} ${y}) scale(${num(scale)} ${num(-scale)})" stroke-width="${num(stroke / scale)}" d="${d}"/>`,
        );
      }
      pen += p.xAdvance * scale;
    });
  }
  // Centred on the x-height, so that rotating about the origin turns the line about its middle.
  return `<g id="m" transform="translate(${num(-pen / 2)} ${num(size * 0.3)})">${parts.join('')}</g>`;
}

function markSvg(line: ShapedLine, width: number, height: number): string {
  const { size, angle, centres } = tileMarks(width, height, line.advance, {
    sizeRatio: 1 / 40,
    minSize: 14,
  });
  // White letters with a thin dark edge read on light and dark photos alike.
  const uses = centres
    .map(
      ([x, y]) =>
        `<use href="#m" transform="translate(${num(x)} ${num(height - y)}) rotate(${num(-angle)})"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs>${markGlyphs(line, size, Math.max(size * 0.045, 0.5))}</defs>` +
    `<g fill="#ffffff" fill-opacity="0.42" stroke="#000000" stroke-opacity="0.32">${uses}</g></svg>`
  );
}

/** The image with the investor's name, e-mail and the date repeated across it, in its own format. */
export async function watermarkImage(
  bytes: Uint8Array,
  mark: Watermark,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  let format: OutputFormat;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes).metadata();
    if (!(meta.format in OUTPUTS)) throw new Error(`unsupported image format ${meta.format}`);
    format = meta.format as OutputFormat;
    ({ width, height } = meta.autoOrient);
  } catch (error) {
    throw new RenderError('unreadable_image', { cause: error });
  }
  const line = shapeText(markText(mark), 'auto', await loadFonts());
  const svg = Buffer.from(markSvg(line, width, height));
  // Turned upright first, so the mark lies the way the picture is seen; metadata is not copied.
  const image = sharp(bytes)
    .autoOrient()
    .composite([{ input: svg, top: 0, left: 0 }]);
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 88 })
      : format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp({ quality: 88 })
          : image.gif();
  try {
    return { bytes: new Uint8Array(await encoded.toBuffer()), contentType: OUTPUTS[format] };
  } catch (error) {
    throw new RenderError('unreadable_image', { cause: error });
  }
}
