import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dimensionsOf, f, fileField, firstFile } from '@/lib/validation/file-rules';
import { parseImageSize, readImageSize } from '@/lib/validation/image-size';
import { issuesOf, issuesOfAsync } from './helpers';

const bytes = (length: number, set: (view: DataView, b: Uint8Array) => void) => {
  const b = new Uint8Array(length);
  set(new DataView(b.buffer), b);
  return b;
};
const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].forEach((c, i) => (b[at + i] = c.charCodeAt(0)));

function png(width: number, height: number) {
  return bytes(33, (view, b) => {
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
    ascii(b, 12, 'IHDR');
    view.setUint32(16, width);
    view.setUint32(20, height);
  });
}
function gif(width: number, height: number) {
  return bytes(13, (view, b) => {
    ascii(b, 0, 'GIF89a');
    view.setUint16(6, width, true);
    view.setUint16(8, height, true);
  });
}
function jpeg(width: number, height: number) {
  // SOI, an APP0 segment (length 16), then SOF0 with height/width.
  return bytes(2 + 18 + 19, (view, b) => {
    b.set([0xff, 0xd8, 0xff, 0xe0], 0);
    view.setUint16(4, 16);
    b.set([0xff, 0xc0], 20);
    view.setUint16(22, 17);
    b[24] = 8;
    view.setUint16(25, height);
    view.setUint16(27, width);
  });
}
function webpLossless(width: number, height: number) {
  return bytes(30, (view, b) => {
    ascii(b, 0, 'RIFF');
    ascii(b, 8, 'WEBP');
    ascii(b, 12, 'VP8L');
    b[20] = 0x2f;
    view.setUint32(21, (width - 1) | ((height - 1) << 14), true);
  });
}
function webpExtended(width: number, height: number) {
  return bytes(30, (_view, b) => {
    ascii(b, 0, 'RIFF');
    ascii(b, 8, 'WEBP');
    ascii(b, 12, 'VP8X');
    const w = width - 1;
    const h = height - 1;
    b.set(
      [w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff],
      24,
    );
  });
}
function webpLossy(width: number, height: number) {
  return bytes(30, (view, b) => {
    ascii(b, 0, 'RIFF');
    ascii(b, 8, 'WEBP');
    ascii(b, 12, 'VP8 ');
    view.setUint16(26, width, true);
    view.setUint16(28, height, true);
  });
}
function bmp(width: number, height: number) {
  return bytes(26, (view, b) => {
    ascii(b, 0, 'BM');
    view.setInt32(18, width, true);
    view.setInt32(22, -height, true); // top-down bitmap
  });
}

const file = (content: Uint8Array | string, name: string, type = '') =>
  new File([content as BlobPart], name, { type });

describe('image-size', () => {
  it.each([
    ['png', png(640, 480)],
    ['gif', gif(640, 480)],
    ['jpeg', jpeg(640, 480)],
    ['webp VP8L', webpLossless(640, 480)],
    ['webp VP8X', webpExtended(640, 480)],
    ['webp VP8', webpLossy(640, 480)],
    ['bmp', bmp(640, 480)],
  ])('reads %s', (_name, data) => {
    expect(parseImageSize(data)).toEqual({ width: 640, height: 480 });
  });

  it('returns null for non-images', async () => {
    expect(parseImageSize(new TextEncoder().encode('hello world, not an image at all'))).toBeNull();
    expect(await readImageSize(file('text', 'a.txt'))).toBeNull();
  });
});

describe('file rules', () => {
  const pdf = file('%PDF-1.7', 'Report.PDF', 'application/pdf');
  const photo = file(png(100, 50), 'photo.png', 'image/png');

  it('ext: case-insensitive, dots optional', async () => {
    const schema = fileField({}, f.ext(['pdf', '.docx']));
    expect(issuesOf(schema, pdf)).toEqual([]);
    expect(issuesOf(schema, photo)).toEqual(['ext{"extensions":"pdf, docx"}']);
    expect(issuesOf(schema, file('x', 'noext', 'application/pdf'))).toEqual([
      'ext{"extensions":"pdf, docx"}',
    ]);
  });

  it('mimes: exact and wildcard', () => {
    const schema = fileField({}, f.mimes(['application/pdf', 'image/*']));
    expect(issuesOf(schema, pdf)).toEqual([]);
    expect(issuesOf(schema, photo)).toEqual([]);
    expect(issuesOf(schema, file('x', 'a.txt', 'text/plain'))).toEqual(['mimes']);
  });

  it('image: by MIME type, or by extension without a type', () => {
    const schema = fileField({}, f.image());
    expect(issuesOf(schema, photo)).toEqual([]);
    expect(issuesOf(schema, file('x', 'a.JPG'))).toEqual([]);
    expect(issuesOf(schema, pdf)).toEqual(['image']);
    expect(issuesOf(schema, file('x', 'a.jpg', 'text/plain'))).toEqual(['image']);
  });

  it('size: at most N kilobytes', () => {
    const schema = fileField({}, f.size(1));
    expect(issuesOf(schema, file('a'.repeat(1024), 'a.txt'))).toEqual([]);
    expect(issuesOf(schema, file('a'.repeat(1025), 'a.txt'))).toEqual(['size{"size":1}']);
  });

  it('dimensions: async, exact width and height', async () => {
    const schema = fileField({}, f.image(), f.dimensions(100, 50));
    expect(await issuesOfAsync(schema, photo)).toEqual([]);
    expect(await issuesOfAsync(schema, file(png(100, 51), 'p.png', 'image/png'))).toEqual([
      'dimensions{"width":100,"height":50}',
    ]);
    expect(await issuesOfAsync(schema, file('garbage', 'p.png', 'image/png'))).toEqual([
      'dimensions{"width":100,"height":50}',
    ]);
    // First error only: a non-image never reaches the (async) dimensions rule.
    expect(await issuesOfAsync(schema, pdf)).toEqual(['image']);
    expect(() => schema.safeParse(photo)).toThrow(); // needs parseAsync
  });

  it('dimensionsOf: synchronous check over a { width, height } value', () => {
    const check = dimensionsOf(10, 20);
    expect([check.test({ width: 10, height: 20 }), check.test({ width: 20, height: 10 })]).toEqual([
      true,
      false,
    ]);
    expect(check.values).toEqual({ width: 10, height: 20 });
  });

  it('required: missing, null, empty FormData upload and empty FileList fail', () => {
    const schema = fileField({}, f.image());
    const emptyList = { length: 0, item: () => null };
    for (const value of [undefined, null, file('', ''), emptyList]) {
      expect(issuesOf(schema, value)).toEqual(['required']);
    }
    expect(issuesOf(schema, 'not a file')).toEqual(['required']);
  });

  it('optional files skip the rules when absent', () => {
    const schema = fileField({ required: false }, f.image(), f.size(1));
    expect(issuesOf(schema, null)).toEqual([]);
    expect(schema.parse(undefined)).toBeNull();
    expect(issuesOf(schema, pdf)).toEqual(['image']);
  });

  it('takes the first file of a FileList and works from FormData', async () => {
    const list = { length: 1, item: (i: number) => (i === 0 ? photo : null) };
    expect(firstFile(list)).toBe(photo);
    const form = new FormData();
    form.set('avatar', photo);
    const schema = z.object({ avatar: fileField({}, f.image(), f.dimensions(100, 50)) });
    const parsed = await schema.parseAsync(Object.fromEntries(form));
    expect(parsed.avatar.name).toBe('photo.png');
  });
});
