import 'server-only';
import sharp from 'sharp';
import type { FileLike } from '@/lib/validation/file-rules';
import { parseImageSize } from '@/lib/validation/image-size';
import { encodeIssue } from '@/lib/validation/issue';

/** Image formats an upload may have, recognised by their bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ImageUploadRules {
  /** At most this many KB (1 KB = 1024 bytes), as the `size` rule. */
  maxKb: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  types: readonly ImageFormat[];
}

export type ValidImage = {
  ok: true;
  bytes: Uint8Array;
  format: ImageFormat;
  contentType: string;
  /** For the storage key: jpg, png, webp or gif. */
  extension: string;
  width: number;
  height: number;
};

/** `issue` is an encoded validation issue (issue.ts) for the field that carried the file. */
export type ImageCheck = ValidImage | { ok: false; issue: string };

const FORMATS: Record<ImageFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return expected.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The format from the magic bytes alone; the file name and the client's MIME type are ignored. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 24 && startsWith(bytes, PNG_SIGNATURE) && ascii(bytes, 12, 4) === 'IHDR') {
    return 'png';
  }
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    bytes.length >= 30 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 4) === 'WEBP' &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4))
  ) {
    return 'webp';
  }
  if (bytes.length >= 10 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  return null;
}

/**
 * The `dimensions` issue for a range: the catalogue's message reads "must be {width} pixels by
 * {height} pixels", so each value is the allowed range, e.g. "64–4096".
 */
export function dimensionsRangeIssue(rules: ImageUploadRules): string {
  return encodeIssue('dimensions', {
    width: `${rules.minWidth}–${rules.maxWidth}`,
    height: `${rules.minHeight}–${rules.maxHeight}`,
  });
}

/**
 * Checks an uploaded image by its CONTENT, in the order of the browser's rules: an image at all
 * (`image`), one of the allowed formats (`mimes`), the size (`size`), then the pixel size read
 * from the header (`dimensions`). A missing or empty file is `required`.
 */
export async function validateImageUpload(
  file: FileLike | null | undefined,
  rules: ImageUploadRules,
): Promise<ImageCheck> {
  if (!file || file.size === 0) return { ok: false, issue: encodeIssue('required') };
  // The size first, before reading: a huge upload is never loaded into memory as a whole.
  const tooLarge = file.size > rules.maxKb * 1024;
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const format = sniffImageFormat(head);
  if (!format) return { ok: false, issue: encodeIssue('image') };
  if (!rules.types.includes(format)) return { ok: false, issue: encodeIssue('mimes') };
  if (tooLarge) return { ok: false, issue: encodeIssue('size', { size: rules.maxKb }) };

  const bytes = new Uint8Array(await file.slice(0, file.size).arrayBuffer());
  if (bytes.length !== file.size || bytes.length > rules.maxKb * 1024) {
    return { ok: false, issue: encodeIssue('size', { size: rules.maxKb }) };
  }
  const size = parseImageSize(bytes);
  if (!size || size.width === 0 || size.height === 0) {
    return { ok: false, issue: encodeIssue('image') };
  }
  const fits =
    size.width >= rules.minWidth &&
    size.width <= rules.maxWidth &&
    size.height >= rules.minHeight &&
    size.height <= rules.maxHeight;
  if (!fits) return { ok: false, issue: dimensionsRangeIssue(rules) };
  return { ok: true, bytes, format, ...FORMATS[format], ...size };
}

/**
 * A WebP within `size`×`size`, cropped to fill the square (an avatar): the EXIF orientation is
 * applied and every metadata block (camera, location) is dropped by the re-encoding. Null when
 * the bytes do not decode although their header looked right.
 */
export async function toSquareWebp(bytes: Uint8Array, size: number): Promise<Uint8Array | null> {
  try {
    const data = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(data);
  } catch {
    return null;
  }
}
