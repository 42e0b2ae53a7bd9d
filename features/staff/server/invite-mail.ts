import 'server-only';
import type { Locale } from '@/i18n/routing';
import { escapeHtml, getMailTranslator } from '@/lib/mail';
import type { StaffType } from './staff-accounts';

/** The invitation, in the language the admin chose for the invitee; the link carries the token. */
export function renderStaffInviteMail(
  locale: Locale,
  invite: { inviterName: string; type: StaffType; link: string; days: number },
): { subject: string; text: string; html: string } {
  const t = getMailTranslator(locale);
  const role = t(`staffInvite.roles.${invite.type}`);
  const greeting = t('staffInvite.greeting');
  const intro = t('staffInvite.intro', { inviter: invite.inviterName, role });
  const action = t('staffInvite.action');
  const expiry = t('staffInvite.expiry', { days: invite.days });
  const ignore = t('staffInvite.ignore');
  const signature = t('signature');
  const text = [greeting, intro, `${action}\n${invite.link}`, expiry, ignore, signature].join(
    '\n\n',
  );
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const link = escapeHtml(invite.link);
  const html =
    `<div dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}" ` +
    `style="font-family:sans-serif;line-height:1.5">` +
    `${p(greeting)}${p(intro)}<p><a href="${link}">${escapeHtml(action)}</a></p>` +
    `<p dir="ltr" style="word-break:break-all;font-size:12px">${link}</p>` +
    `${p(expiry)}${p(ignore)}${p(signature)}</div>`;
  return { subject: t('staffInvite.subject'), text, html };
}
