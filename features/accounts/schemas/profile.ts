import { z } from 'zod';
import type { ImageUploadRules } from '@/lib/files/images';
import { f, fileField, type FileLike } from '@/lib/validation/file-rules';
import { readImageSize } from '@/lib/validation/image-size';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@/lib/validation/limits';
import { MAX_SECOND_FACTOR_LENGTH } from './auth-codes';
import {
  optionalString,
  rule,
  passwordSchema,
  requiredString,
  stringField,
  v,
  withConfirmation,
} from '@/lib/validation/rules';

/** The profile forms, checked in the browser and again by the profile actions. */

export const updateNameSchema = z.object({
  name: requiredString(v.min(2), v.max(MAX_NAME_LENGTH)),
});

/** Avatar limits, shared by the browser rules below and the server's content check. */
export const AVATAR_RULES = {
  maxKb: 2048,
  minWidth: 64,
  minHeight: 64,
  maxWidth: 4096,
  maxHeight: 4096,
  types: ['jpeg', 'png', 'webp'],
} as const satisfies ImageUploadRules;

export const AVATAR_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The form field (and FormData entry) that carries the avatar file. */
export const AVATAR_FIELD = 'avatar';

/**
 * The pixel size, read from the header bytes, within bounds. Its values are the ranges, e.g.
 * "64–4096", so the catalogue's "must be {width} pixels by {height} pixels" reads right; the
 * server reports the same issue (images.ts dimensionsRangeIssue).
 */
export function dimensionsWithin(bounds: Omit<ImageUploadRules, 'maxKb' | 'types'>) {
  return rule<FileLike>(
    'dimensions',
    async (file) => {
      const size = await readImageSize(file);
      return (
        size !== null &&
        size.width >= bounds.minWidth &&
        size.width <= bounds.maxWidth &&
        size.height >= bounds.minHeight &&
        size.height <= bounds.maxHeight
      );
    },
    {
      width: `${bounds.minWidth}–${bounds.maxWidth}`,
      height: `${bounds.minHeight}–${bounds.maxHeight}`,
    },
  );
}

/** An image by its header bytes (PNG, JPEG, WebP, GIF, BMP), whatever its name or MIME type. */
export const imageContent = () =>
  rule<FileLike>('image', async (file) => (await readImageSize(file)) !== null);

/**
 * Browser-side rules: the MIME type the browser reports, then the bytes (so a text file renamed
 * .png is "not an image" here too), the size and the pixel size. The server checks all again.
 */
export const avatarSchema = z.object({
  [AVATAR_FIELD]: fileField(
    {},
    f.image(),
    imageContent(),
    f.mimes(AVATAR_MIMES),
    f.size(AVATAR_RULES.maxKb),
    dimensionsWithin(AVATAR_RULES),
  ),
});

/** The server action sets this on `currentPassword` when it is wrong; the form translates it. */
export const WRONG_CURRENT_PASSWORD = 'profile:wrong-current-password';

export const changePasswordSchema = withConfirmation(
  z.object({
    // The same bound as sign-in: any password the account may have can be typed here.
    currentPassword: stringField({ trim: false }, v.max(MAX_PASSWORD_LENGTH)),
    password: passwordSchema(),
    passwordConfirmation: stringField({ trim: false }, v.max(MAX_PASSWORD_LENGTH)),
    // Asked (and required by the server) only while two-step verification is on.
    code: optionalString(v.max(MAX_SECOND_FACTOR_LENGTH)).optional(),
  }),
  'password',
  'passwordConfirmation',
);
