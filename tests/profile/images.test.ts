import { describe, expect, it } from 'vitest';
import { AVATAR_RULES, avatarSchema } from '@/features/accounts/schemas/profile';
import { dimensionsRangeIssue, sniffImageFormat, validateImageUpload } from '@/lib/files/images';
import { encodeIssue } from '@/lib/validation/issue';
import { fileOf, gifBytes, jpegBytes, pngBytes, webpBytes } from './image-fixtures';

const check = (file: File | null) => validateImageUpload(file, AVATAR_RULES);
const issue = async (file: File | null) => {
  const result = await check(file);
  return result.ok ? null : result.issue;
};

describe('validateImageUpload (by content)', () => {
  it('accepts PNG, JPEG and WebP within the limits and reports the real format and size', async () => {
    const png = await check(fileOf(pngBytes(128, 96), 'me.png', 'image/png'));
    expect(png).toMatchObject({ ok: true, format: 'png', contentType: 'image/png', extension: 'png', width: 128, height: 96 }); // prettier-ignore
    const jpeg = await check(fileOf(jpegBytes(640, 480), 'me.jpg', 'image/jpeg'));
    expect(jpeg).toMatchObject({ ok: true, format: 'jpeg', extension: 'jpg', width: 640, height: 480 }); // prettier-ignore
    const webp = await check(fileOf(webpBytes(300, 200), 'me.webp', 'image/webp'));
    expect(webp).toMatchObject({ ok: true, format: 'webp', extension: 'webp', width: 300, height: 200 }); // prettier-ignore
  });

  it('ignores the file name and the client MIME type', async () => {
    // A real PNG sent as "photo.txt" with text/plain is still a PNG...
    const renamed = await check(fileOf(pngBytes(100, 100), 'photo.txt', 'text/plain'));
    expect(renamed).toMatchObject({ ok: true, format: 'png', extension: 'png' });
    // ...and a text file renamed .png with an image/png type is not an image.
    const text = fileOf(new TextEncoder().encode('<svg onload=alert(1)>hello</svg>'), 'me.png', 'image/png'); // prettier-ignore
    expect(await issue(text)).toBe(encodeIssue('image'));
  });

  it('refuses image formats outside the allowed list (mimes)', async () => {
    expect(await issue(fileOf(gifBytes(100, 100), 'a.png', 'image/png'))).toBe(
      encodeIssue('mimes'),
    );
  });

  it('refuses files over the size limit (size, in KB)', async () => {
    const big = Buffer.concat([pngBytes(100, 100), Buffer.alloc(AVATAR_RULES.maxKb * 1024)]);
    expect(await issue(fileOf(big, 'big.png', 'image/png'))).toBe(encodeIssue('size', { size: 2048 })); // prettier-ignore
  });

  it('refuses too small and too large dimensions with the range in the message', async () => {
    const expected = encodeIssue('dimensions', { width: '64–4096', height: '64–4096' });
    expect(dimensionsRangeIssue(AVATAR_RULES)).toBe(expected);
    expect(await issue(fileOf(pngBytes(32, 32), 'small.png', 'image/png'))).toBe(expected);
    expect(await issue(fileOf(pngBytes(128, 63), 'flat.png', 'image/png'))).toBe(expected);
    expect(await issue(fileOf(jpegBytes(5000, 100), 'wide.jpg', 'image/jpeg'))).toBe(expected);
    expect(await issue(fileOf(webpBytes(100, 4097), 'tall.webp', 'image/webp'))).toBe(expected);
  });

  it('treats a missing or empty file as required', async () => {
    expect(await issue(null)).toBe(encodeIssue('required'));
    expect(await issue(fileOf(new Uint8Array(0), '', 'application/octet-stream'))).toBe(encodeIssue('required')); // prettier-ignore
  });

  it('recognises formats only by their full signatures', () => {
    expect(sniffImageFormat(new Uint8Array(pngBytes(1, 1)))).toBe('png');
    // "xPNG" at offset 0 is enough for the size parser, not for the sniffer.
    const fake = new Uint8Array(pngBytes(1, 1));
    fake[0] = 0x00;
    expect(sniffImageFormat(fake)).toBeNull();
    expect(
      sniffImageFormat(new TextEncoder().encode('RIFF....WEBPjunk-junk-junk-junk')),
    ).toBeNull();
  });
});

describe('avatarSchema (browser rules)', () => {
  const parse = (file: File) => avatarSchema.safeParseAsync({ avatar: file });
  const message = async (file: File) => {
    const result = await parse(file);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts a valid image and reports the same dimensions issue as the server', async () => {
    expect((await parse(fileOf(pngBytes(128, 128), 'a.png', 'image/png'))).success).toBe(true);
    expect(await message(fileOf(pngBytes(32, 32), 'a.png', 'image/png'))).toBe(
      dimensionsRangeIssue(AVATAR_RULES),
    );
  });

  it('checks type, MIME and size in order, first error only', async () => {
    expect(await message(fileOf(pngBytes(128, 128), 'a.txt', 'text/plain'))).toBe(encodeIssue('image')); // prettier-ignore
    expect(await message(fileOf(new TextEncoder().encode('hello'), 'a.png', 'image/png'))).toBe(encodeIssue('image')); // prettier-ignore
    expect(await message(fileOf(gifBytes(128, 128), 'a.gif', 'image/gif'))).toBe(encodeIssue('mimes')); // prettier-ignore
    const big = Buffer.concat([pngBytes(128, 128), Buffer.alloc(2048 * 1024)]);
    expect(await message(fileOf(big, 'a.png', 'image/png'))).toBe(encodeIssue('size', { size: 2048 })); // prettier-ignore
    expect(await avatarSchema.safeParseAsync({ avatar: null }).then((r) => r.error?.issues[0]?.message)).toBe(encodeIssue('required')); // prettier-ignore
  });
});
