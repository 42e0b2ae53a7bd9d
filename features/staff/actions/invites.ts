'use server';

import { getLocale } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { toLocale } from '@/i18n/routing';
import { adminAction, publicAction } from '@/lib/action/builder';
import { getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { getSiteOrigin } from '@/lib/http/request-context';
import { acceptInvite, inviteStaff, revokeInvite } from '@/features/staff/server/invites';
import {
  acceptInviteSchema,
  inviteStaffSchema,
  revokeInviteSchema,
} from '@/features/staff/schemas/invites';

/** An admin invites an address as an admin or a moderator; the mail goes out in `locale`. */
export const inviteStaffAction = adminAction
  .inputSchema(inviteStaffSchema)
  .action(async ({ input, ctx }) => {
    const invite = await inviteStaff(ctx.user, input, { origin: await getSiteOrigin() });
    revalidatePath('/[locale]/admin/staff', 'page');
    // Never the token: the link travels only by mail.
    return { email: invite.email };
  });

/** An admin withdraws a pending invitation. */
export const revokeInviteAction = adminAction
  .inputSchema(revokeInviteSchema)
  .action(async ({ input, ctx }) => {
    await revokeInvite(ctx.user, input.id);
    revalidatePath('/[locale]/admin/staff', 'page');
  });

/**
 * The invitee accepts: the account is created, signed in (both cookies, as sign-up does) and sent
 * to the staff area.
 */
export const acceptInviteAction = publicAction
  .inputSchema(acceptInviteSchema)
  .action(async ({ input }): Promise<{ redirectTo: string }> => {
    const locale = toLocale(await getLocale());
    const { user, session } = await acceptInvite(
      { token: input.token, name: input.name, password: input.password, locale },
      { userAgent: await getUserAgent() },
    );
    await setAuthCookies(user, session);
    return { redirectTo: `/${locale}/admin` };
  });
