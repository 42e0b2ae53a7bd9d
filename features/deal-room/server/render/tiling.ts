import 'server-only';

/**
 * Where the repeated mark goes on a page or image of `width` x `height` (y pointing up): rows along
 * the diagonal, every other row shifted half a step, one copy centred on the middle so that no
 * crop of the centre escapes it. `size` is the text size and `markWidth` the length of one copy.
 */
export type Tiling = { size: number; angle: number; centres: Array<[number, number]> };

export function tileMarks(
  width: number,
  height: number,
  markEms: number,
  options: { sizeRatio: number; minSize: number },
): Tiling {
  const diagonal = Math.hypot(width, height);
  // By area rather than the short side, so a wide strip still gets letters one can read.
  let size = Math.max(Math.sqrt(width * height) * options.sizeRatio, options.minSize);
  // A long name or e-mail must still fit along the diagonal.
  if (markEms * size > diagonal * 0.8) size = (diagonal * 0.8) / Math.max(markEms, 1);
  const angle = Math.min(Math.max((Math.atan2(height, width) * 180) / Math.PI, 20), 60);
  const dir = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)] as const;
  const perp = [-dir[1], dir[0]] as const;
  const markWidth = markEms * size;
  const step = markWidth + size * 4;
  const rowGap = size * 7;
  const rows = Math.ceil(diagonal / 2 / rowGap);
  const cols = Math.ceil(diagonal / 2 / step) + 1;
  const reach = markWidth / 2 + size;
  const centres: Array<[number, number]> = [];
  for (let n = -rows; n <= rows; n++) {
    const shift = Math.abs(n) % 2 === 1 ? step / 2 : 0;
    for (let m = -cols; m <= cols; m++) {
      const along = m * step + shift;
      const x = width / 2 + n * rowGap * perp[0] + along * dir[0];
      const y = height / 2 + n * rowGap * perp[1] + along * dir[1];
      if (x > -reach && x < width + reach && y > -reach && y < height + reach) centres.push([x, y]);
    }
  }
  return { size, angle, centres };
}
