import { z } from 'zod';
import { encodeIssue } from './issue';
import { readImageSize, type ImageSize } from './image-size';
import { rule, ruleCheck, type Rule } from './rules';

/**
 * File rules (ext, mimes, image, size, dimensions) over a File/Blob-like value: a browser `File`,
 * the first file of a `FileList` (what `<input type=file>` gives the form), or the `File`
 * a server action gets from `FormData` (Node 20 has `File`). An empty upload from FormData
 * (name '' and size 0) counts as no file.
 *
 *   const schema = z.object({ logo: fileField({}, f.image(), f.size(2048), f.dimensions(512, 512)) });
 */

export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  slice(start?: number, end?: number): Blob;
}

interface FileListLike {
  readonly length: number;
  item(index: number): FileLike | null;
}

export type FileInput = FileLike | FileListLike | null | undefined;

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.name === 'string' &&
    typeof f.type === 'string' &&
    typeof f.size === 'number' &&
    typeof f.slice === 'function'
  );
}

function isFileListLike(value: unknown): value is FileListLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileListLike).length === 'number' &&
    typeof (value as FileListLike).item === 'function'
  );
}

/** The chosen file, or null when none (empty FileList, empty FormData entry, null/undefined). */
export function firstFile(value: FileInput): FileLike | null {
  const file = isFileListLike(value) ? value.item(0) : value;
  if (!file || (file.name === '' && file.size === 0)) return null;
  return file;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'avif'];

function mimeMatches(type: string, pattern: string): boolean {
  const t = type.toLowerCase();
  const p = pattern.toLowerCase();
  return p.endsWith('/*') ? t.startsWith(p.slice(0, -1)) : t === p;
}

/**
 * The `dimensions` check is over a `{ width, height }` value. A file's pixel size is not a
 * property of `File`: the browser learns it only by decoding the image, which is asynchronous
 * (`createImageBitmap`/`<img onload>`), and a server has no decoder at all. So `f.dimensions`
 * reads the size from the header bytes (image-size.ts), which is async too (`Blob.arrayBuffer`):
 * schemas containing it must be parsed with `parseAsync`/`safeParseAsync` (zodResolver already
 * parses asynchronously). `dimensionsOf` is the synchronous check for a size obtained elsewhere.
 */
export function dimensionsOf(width: number, height: number): Rule<ImageSize> {
  return rule<ImageSize>('dimensions', (s) => s.width === width && s.height === height, {
    width,
    height,
  });
}

/** File rules; each takes the chosen file (never null: empty optional files skip all rules). */
export const f = {
  /** `f.ext(['pdf', 'docx'])` — case-insensitive, without dots. */
  ext: (extensions: readonly string[]) => {
    const allowed = extensions.map((e) => e.replace(/^\./, '').toLowerCase());
    return rule<FileLike>('ext', (file) => allowed.includes(extensionOf(file.name)), {
      extensions: allowed.join(', '),
    });
  },
  /** `f.mimes(['image/png', 'application/pdf'])`; `image/*` wildcards allowed. */
  mimes: (types: readonly string[]) =>
    rule<FileLike>('mimes', (file) => types.some((t) => mimeMatches(file.type, t))),
  /** An image by MIME type, or by extension when the platform gave no type. */
  image: () =>
    rule<FileLike>('image', (file) =>
      file.type
        ? file.type.toLowerCase().startsWith('image/')
        : IMAGE_EXTENSIONS.includes(extensionOf(file.name)),
    ),
  /** At most `kilobytes` KB (1 KB = 1024 bytes). */
  size: (kilobytes: number) =>
    rule<FileLike>('size', (file) => file.size <= kilobytes * 1024, { size: kilobytes }),
  /** Exactly `width`×`height` pixels; async (see dimensionsOf). Undecodable files fail. */
  dimensions: (width: number, height: number) => {
    const check = dimensionsOf(width, height);
    return rule<FileLike>(
      'dimensions',
      async (file) => {
        const size = await readImageSize(file);
        return size !== null && check.test(size) === true;
      },
      { width, height },
    );
  },
} as const;

const fileInput = z.custom<FileInput>(
  (value) => value === undefined || value === null || isFileLike(value) || isFileListLike(value),
  { error: () => encodeIssue('required') },
);

/** A single-file field: `required` first (unless `{ required: false }`), then the rules. */
export function fileField(options: { required: false }, ...rules: Rule<FileLike>[]): z.ZodType<FileLike | null, FileInput>; // prettier-ignore
export function fileField(options: { required?: true }, ...rules: Rule<FileLike>[]): z.ZodType<FileLike, FileInput>; // prettier-ignore
export function fileField(
  { required = true }: { required?: boolean },
  ...rules: Rule<FileLike>[]
): z.ZodType<FileLike | null, FileInput> {
  const present = rule<FileLike | null>('required', (file) => file !== null);
  const all: Rule<FileLike | null>[] = [
    ...(required ? [present] : []),
    ...(rules as Rule<FileLike | null>[]), // safe: null never reaches them (see skip/present)
  ];
  return fileInput.transform(firstFile).check(ruleCheck(all, (file) => !required && !file));
}
