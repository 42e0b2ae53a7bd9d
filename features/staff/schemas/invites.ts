import { z } from 'zod';
import { LOCALES } from '@/lib/constants';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@/lib/validation/limits';
import {
  passwordSchema,
  requiredString,
  stringField,
  v,
  withConfirmation,
} from '@/lib/validation/rules';

/** The roles an admin can invite someone to. */
export const INVITE_TYPES = ['MODERATOR', 'ADMIN'] as const;

/** An admin's invitation form (features/staff/components/invite-form.tsx, inviteStaffAction). */
export const inviteStaffSchema = z.object({
  email: requiredString(v.max(MAX_EMAIL_LENGTH), v.email()),
  type: requiredString(v.oneOf(INVITE_TYPES)),
  locale: requiredString(v.oneOf(LOCALES)),
});

/** Withdrawing a pending invitation. */
export const revokeInviteSchema = z.object({ id: requiredString(v.max(36)) });

/** The token of an invitation link: 43 base64url characters, bounded before anything reads it. */
const token = () => requiredString(v.max(64));

/** The accept page's form: the invitee's name and password (acceptInviteAction). */
export const acceptInviteSchema = withConfirmation(
  z.object({
    token: token(),
    name: requiredString(v.min(2), v.max(MAX_NAME_LENGTH)),
    password: passwordSchema(),
    passwordConfirmation: stringField({ trim: false }, v.max(MAX_PASSWORD_LENGTH)),
  }),
  'password',
  'passwordConfirmation',
);
