import type { AbstractIntlMessages } from 'next-intl';

/*
 * Which messages travel to the browser. Every page's RSC payload carries the messages of its
 * client providers, so each provider gets only what the client components under it use, not the
 * whole catalogue. next-intl's providers do not merge: a nested provider's
 * messages replace its parent's, so every set below includes the shell's.
 *
 * A path is a namespace (`auth`) or a part of one (`contactRequests.contact`).
 */

/**
 * The root provider: header (language switcher, account menu), error pages, and the refusals any
 * form can meet (`errors.generic`, `errors.rateLimited`…). Not the refusals of one domain
 * (`errors.<domain>`): each provider adds those its forms can meet. Nor the notification texts: a
 * visitor never sees one; signed-in areas carry them (PRIVATE_MESSAGES), and a member's bell on a
 * public page fetches them (features/notifications/components/notification-messages.tsx).
 */
export const SHELL_MESSAGES = ['app', 'nav', 'language', 'errors'] as const;

/** The refusals of the signed-in areas' forms (every member's page). */
const MEMBER_ERROR_DOMAINS = [
  'errors.listing',
  'errors.contactRequest',
  'errors.twoFactor',
  'errors.report',
  'errors.dealRoom',
] as const;

/** Refusals only staff pages can meet: the staff area's provider adds them. */
export const STAFF_ERROR_DOMAINS = ['moderation', 'staff', 'plan', 'redirect', 'wallet'] as const;

/** Sign-in (with its second step), sign-up and password reset. */
export const AUTH_MESSAGES = ['auth', 'validation', 'errors.twoFactor'] as const;

/** The contact-us form. */
export const CONTACT_MESSAGES = ['contact', 'validation'] as const;

/** The catalogue's "save this search" button. */
export const CATALOGUE_MESSAGES = ['savedSearches'] as const;

/** A listing's "contact the owner" box and its form. */
export const CONTACT_OWNER_MESSAGES = [
  'contactRequests.contact',
  'validation',
  'errors.contactRequest',
] as const;

/** Signed-in areas (profile, listings editor, wallet, requests, checkout, notifications). */
export const PRIVATE_MESSAGES = [
  'taxonomy',
  'validation',
  'auth',
  'contact',
  'profile',
  'ownerListings',
  'billing',
  'contactRequests',
  'savedSearches',
  'notifications',
  ...MEMBER_ERROR_DOMAINS,
] as const;

/** A namespace; a message is a string, or an array once compiled (messages.precompile). */
function isTree(value: unknown): value is AbstractIntlMessages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The refusals every page may show: `errors` without its domains' subtrees. */
function commonErrors(errors: unknown): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(errors as AbstractIntlMessages).filter(([, value]) => !isTree(value)),
  ) as AbstractIntlMessages;
}

/** The shell's messages plus `paths`, in the nesting of the full messages. */
export function pickClientMessages(
  messages: AbstractIntlMessages,
  paths: readonly string[] = [],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of [...SHELL_MESSAGES, ...paths]) {
    const keys = path.split('.');
    let source: unknown = messages;
    for (const key of keys) source = isTree(source) ? source[key] : undefined;
    if (source === undefined) throw new Error(`No messages at "${path}"`);
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = target[key] = isTree(next) ? next : {};
    }
    target[keys.at(-1)!] =
      path === 'errors' ? commonErrors(source) : (source as AbstractIntlMessages);
  }
  return picked;
}
