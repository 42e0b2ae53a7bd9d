import 'server-only';

/**
 * Greedy line breaks at spaces, as inclusive index ranges of `text`; a word longer than a line is
 * cut where it overflows. `measure(from, to)` is the width of `text[from..to]`, `space` that of a
 * space, in the same unit as `max`.
 */
export function wrapText(
  text: string,
  max: number,
  space: number,
  measure: (from: number, to: number) => number,
): Array<[number, number]> {
  const lines: Array<[number, number]> = [];
  let start = -1;
  let end = -1;
  let width = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const from = match.index;
    const to = from + match[0].length - 1;
    const wordWidth = measure(from, to);
    if (start >= 0 && width + space + wordWidth <= max) {
      end = to;
      width += space + wordWidth;
      continue;
    }
    if (start >= 0) lines.push([start, end]);
    let s = from;
    while (s < to && measure(s, to) > max) {
      let k = s;
      while (k + 1 < to && measure(s, k + 1) <= max) k++;
      lines.push([s, k]);
      s = k + 1;
    }
    [start, end, width] = [s, to, measure(s, to)];
  }
  if (start >= 0) lines.push([start, end]);
  return lines;
}
