'use server';

import { userAction } from '@/lib/action/builder';
import { startTwoFactorEnrolment } from '@/features/accounts/server/two-factor';

/**
 * Begins turning on two-step verification: a new secret for the authenticator app, answered as
 * text (typed by hand), as an `otpauth://` address and as a QR code made on the server.
 */
export const startTwoFactorAction = userAction.action(async ({ ctx }) =>
  startTwoFactorEnrolment(ctx.user),
);
