import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AD_CATEGORIES, CITIES, SECTORS, STAGES } from '@/features/listings/taxonomy';
import * as auth from '@/features/accounts/schemas/auth';
import * as authCodes from '@/features/accounts/schemas/auth-codes';
import * as catalogueQuery from '@/features/listings/schemas/catalogue-query';
import * as chatMessage from '@/features/chat/schemas/chat-message';
import * as contact from '@/features/contact/schemas/contact';
import * as contactRequest from '@/features/contact-requests/schemas/contact-request';
import * as dealRoom from '@/features/deal-room/schemas/deal-room';
import { NDA_BODY_MAX } from '@/features/deal-room/constants';
import * as staffInvites from '@/features/staff/schemas/invites';
import * as staffUsers from '@/features/staff/schemas/users';
import * as listingActions from '@/features/listings/schemas/listing-actions';
import * as listingFields from '@/features/listings/schemas/listing-fields';
import * as listingForm from '@/features/listings/schemas/listing-form';
import * as listingReview from '@/features/moderation/schemas/listing-review';
import * as report from '@/features/moderation/schemas/report';
import * as reportQueue from '@/features/moderation/schemas/report-queue';
import * as listingPhoto from '@/features/listings/schemas/listing-photo';
import * as notificationRead from '@/features/notifications/schemas/notification-read';
import * as profile from '@/features/accounts/schemas/profile';
import * as promote from '@/features/billing/schemas/promote';
import * as savedSearch from '@/features/saved-searches/schemas/saved-search';
import * as sessions from '@/features/accounts/schemas/sessions';
import * as twoFactor from '@/features/accounts/schemas/two-factor';
import * as subscribe from '@/features/billing/schemas/subscribe';
import * as planAdmin from '@/features/billing/schemas/plan-admin';
import * as redirectForm from '@/features/redirects/schemas/redirect-form';
import * as topUp from '@/features/billing/schemas/top-up';
import { encodeIssue } from '@/lib/validation/issue';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '@/lib/validation/limits';

/**
 * Every text field of every schema in each feature's schemas/ has an upper bound: a value of kilobytes is
 * refused on its own path before a service, a counter, the database or a log line sees it. A new
 * schema (or a new field) without a sample here fails, so it gets audited too.
 */

const MODULES: Record<string, Record<string, unknown>> = {
  'auth.ts': auth,
  'auth-codes.ts': authCodes,
  'catalogue-query.ts': catalogueQuery,
  'chat-message.ts': chatMessage,
  'contact.ts': contact,
  'contact-request.ts': contactRequest,
  'deal-room.ts': dealRoom,
  'invites.ts': staffInvites,
  'listing-actions.ts': listingActions,
  'listing-fields.ts': listingFields,
  'listing-form.ts': listingForm,
  'listing-photo.ts': listingPhoto,
  'listing-review.ts': listingReview,
  'notification-read.ts': notificationRead,
  'profile.ts': profile,
  'promote.ts': promote,
  'report.ts': report,
  'report-queue.ts': reportQueue,
  'saved-search.ts': savedSearch,
  'sessions.ts': sessions,
  'subscribe.ts': subscribe,
  'plan-admin.ts': planAdmin,
  'redirect-form.ts': redirectForm,
  'top-up.ts': topUp,
  'two-factor.ts': twoFactor,
  'users.ts': staffUsers,
};

const id = randomUUID();
const email = 'sara@example.com';
const password = 'Str0ng!pass';
const text = (n: number) => 'word '.repeat(n).trim();

const AD_FORM = {
  title: 'A tidy shop',
  description: text(6),
  category: AD_CATEGORIES[0],
  city: CITIES[0],
  price: '1250',
};
const OPPORTUNITY_FORM = {
  title: 'A bakery chain',
  sector: SECTORS[0],
  city: CITIES[0],
  stage: STAGES[0],
  summary: text(5),
  description: text(6),
  amountMin: '1000',
  amountMax: '2000',
  expectedReturn: '12.5',
};

/** A valid value of each exported schema; `null` for file-only forms (bounded by size rules). */
const PLAN_TERMS = {
  nameEn: 'Gold',
  nameAr: 'ذهبية',
  descriptionEn: 'For serious investors',
  descriptionAr: 'للمستثمرين الجادين',
  featuresEn: 'Unlimited requests',
  featuresAr: 'طلبات بلا حدود',
  price: '99',
  durationDays: '30',
  contactRequestsPerMonth: '',
  activeListings: '',
  dealRoomMegabytes: '',
  sortOrder: '1',
};

const SAMPLES: Record<string, Record<string, unknown> | string | null> = {
  listingReviewRefSchema: { kind: 'advertisement', id },
  listingDecisionSchema: { kind: 'opportunity', id, reason: 'other', note: 'Duplicate' },
  reportTargetSchema: { targetKind: 'message', targetId: id },
  reportSchema: { targetKind: 'advertisement', targetId: id, reason: 'other', note: 'Fake' },
  reportDecisionSchema: { targetKind: 'opportunity', targetId: id, reason: 'fraud', note: 'No' },
  reportSuspendSchema: {
    targetKind: 'message',
    targetId: id,
    reason: 'harassment',
    note: 'Threats',
    duration: '7',
  },
  signUpSchema: {
    type: 'OWNER',
    name: 'Sara',
    email,
    password,
    passwordConfirmation: password,
    acceptTerms: true,
  },
  signInSchema: { email, password: 'anything' },
  signInRequestSchema: { email, password: 'anything', redirect: '/en/profile' },
  signUpRequestSchema: {
    type: 'OWNER',
    name: 'Sara',
    email,
    password,
    passwordConfirmation: password,
    acceptTerms: true,
    redirect: '/en/profile',
  },
  twoFactorEnableSchema: { code: '123456' },
  secondFactorSchema: { code: 'ABCDE-23456' },
  twoFactorSignInSchema: { code: '123456', redirect: '/en/profile' },
  passwordResetRequestSchema: { email },
  passwordResetSchema: { email, code: '123456', password, passwordConfirmation: password },
  chatBodySchema: 'Hello',
  sendChatMessageSchema: { requestId: id, body: 'Hello', clientId: 'client-0001' },
  markChatReadSchema: { requestId: id, seq: 1 },
  olderChatMessagesSchema: { requestId: id, beforeSeq: 2 },
  newerChatMessagesSchema: { requestId: id, afterSeq: 0 },
  contactMessageSchema: { name: 'Sara', email, subject: 'Plans', message: text(4) },
  sendContactRequestSchema: {
    listingKind: 'opportunity',
    listingId: id,
    message: text(6),
    askDealRoom: true,
  },
  documentFieldsSchema: { opportunityId: id, title: 'Pitch deck 2026', category: 'deck' },
  uploadDocumentSchema: null,
  uploadFormSchema: null,
  documentRefSchema: { documentId: id },
  ndaSchema: { opportunityId: id, useDefault: false, bodyEn: 'Keep it secret.', bodyAr: 'سري' },
  accessDecisionSchema: { accessId: id, decision: 'revoke' },
  acceptNdaSchema: { opportunityId: id, version: 2, locale: 'ar', agree: true },
  requestAccessSchema: { opportunityId: id },
  acceptContactRequestSchema: { requestId: id, reply: 'Welcome', clientId: id },
  declineContactRequestSchema: { requestId: id, note: 'Sold' },
  cancelContactRequestSchema: { requestId: id },
  contactStateSchema: { listingKind: 'opportunity', listingId: id },
  listingIdSchema: id,
  advertisementSchema: AD_FORM,
  opportunitySchema: OPPORTUNITY_FORM,
  createListingSchema: { kind: 'advertisement', ...AD_FORM },
  updateListingSchema: { kind: 'opportunity', id, ...OPPORTUNITY_FORM },
  listingKindSchema: 'opportunity',
  listingRefSchema: { kind: 'advertisement', id },
  listingStatusChangeSchema: { kind: 'advertisement', id, change: 'archive' },
  listingPhotoRefSchema: { kind: 'opportunity', listingId: id, photoId: id },
  reorderListingPhotosSchema: { kind: 'advertisement', listingId: id, photoIds: [id] },
  uploadListingPhotoSchema: null,
  listingPhotoSchema: null,
  markNotificationsReadSchema: { ids: [id] },

  updateNameSchema: { name: 'Sara' },
  avatarSchema: null,
  changePasswordSchema: {
    currentPassword: 'old',
    password,
    passwordConfirmation: password,
    code: '123456',
  },
  promoteSchema: { advertisementId: id, packageCode: 'week', requestId: id },
  saveSearchSchema: { kind: 'advertisement', search: 'q=shop&city=riyadh' },
  deleteSavedSearchSchema: { id },
  endSessionSchema: { id },
  subscribeSchema: { planCode: 'monthly', requestId: id, expectedPriceMinor: 99_00 },
  planCreateSchema: { code: 'gold-plus', audience: 'INVESTOR', ...PLAN_TERMS },
  planUpdateSchema: { id, ...PLAN_TERMS },
  planIdSchema: { id },
  redirectFormSchema: {
    originalSource: '/old-offers',
    source: '/offers',
    destination: '/about-us',
    permanent: false,
  },
  redirectSourceSchema: { source: '/offers' },
  topUpSchema: { amount: '100' },
  inviteStaffSchema: { email, type: 'MODERATOR', locale: 'ar' },
  warnUserSchema: { userId: id, reason: 'spam', note: 'Stop reposting' },
  suspendUserSchema: { userId: id, duration: '7', reason: 'fraud', note: 'Scam' },
  restoreUserSchema: { userId: id },
  adjustWalletSchema: {
    userId: id,
    direction: 'credit',
    amount: '25',
    reason: 'Goodwill',
    idempotencyKey: id,
  },
  revokeInviteSchema: { id },
  acceptInviteSchema: {
    token: 'x'.repeat(43),
    name: 'Yusuf',
    password,
    passwordConfirmation: password,
  },
};

function schemasOf(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).flatMap(([name, value]): [string, z.ZodType][] => {
    if (!name.endsWith('Schema')) return [];
    if (name === 'topUpSchema') {
      return [[name, topUp.topUpSchema({ currency: 'SAR', minMinor: 1000, maxMinor: 1_000_000 })]];
    }
    if (name === 'planCreateSchema' || name === 'planUpdateSchema') {
      return [[name, planAdmin[name]('SAR')]];
    }
    if (name === 'adjustWalletSchema') {
      return [[name, staffUsers.adjustWalletSchema('SAR', 1_000_000)]];
    }
    return value instanceof z.ZodType ? [[name, value]] : [];
  });
}

const ALL = Object.values(MODULES).flatMap(schemasOf);
/** Legal texts are longer than 10,000 characters by nature; theirs is a bound of their own. */
const LONG_TEXTS: Record<string, number> = {
  'ndaSchema.bodyEn': NDA_BODY_MAX,
  'ndaSchema.bodyAr': NDA_BODY_MAX,
};

const huge = (field: string, schemaName = '') => {
  const long = LONG_TEXTS[`${schemaName}.${field}`];
  if (long) return 'a'.repeat(long + 1);
  return /email/i.test(field) ? `${'a'.repeat(10_000)}@example.com` : 'A1!a'.repeat(2_500);
};

describe('upper bounds of every text field', () => {
  it('covers every schema file and every exported schema', () => {
    const files = readdirSync('features', { recursive: true, encoding: 'utf8' })
      .filter((f) => /(^|\/)schemas\/[^/]+\.ts$/.test(f))
      .map((f) => f.split('/').at(-1)!);
    expect(files.sort()).toEqual(Object.keys(MODULES).sort());
    expect(ALL.map(([name]) => name).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [name, schema] of ALL) {
    const sample = SAMPLES[name];
    if (sample === null || sample === undefined) continue;
    it(`${name}: the sample is valid and no text field takes 10,000 characters`, async () => {
      expect((await schema.safeParseAsync(sample)).success).toBe(true);
      if (typeof sample === 'string') {
        expect((await schema.safeParseAsync(huge(name))).success).toBe(false);
        return;
      }
      // The sample names every field of the form (nothing unaudited).
      if (schema instanceof z.ZodObject) {
        expect(Object.keys(sample).sort()).toEqual(Object.keys(schema.shape).sort());
      }
      // Text fields, and lists of text (one huge item).
      const isText = (value: unknown) =>
        typeof value === 'string' || (Array.isArray(value) && typeof value[0] === 'string');
      const textFields = Object.keys(sample).filter((k) => isText(sample[k]));
      expect(textFields.length).toBeGreaterThan(0);
      for (const field of textFields) {
        const value = Array.isArray(sample[field]) ? [huge(field, name)] : huge(field, name);
        const result = await schema.safeParseAsync({ ...sample, [field]: value });
        expect(result.success, `${name}.${field}`).toBe(false);
        const fields = result.success ? [] : result.error.issues.map((i) => i.path[0]);
        expect(fields, `${name}.${field}`).toContain(field);
      }
    });
  }

  it('says which bound was passed on the account forms', () => {
    const long = `${'a'.repeat(300)}@example.com`;
    const max = (length: number) => encodeIssue('max', { length });
    const messageOf = (schema: z.ZodType, value: unknown, field: string) => {
      const result = schema.safeParse(value);
      return result.success ? null : result.error.issues.find((i) => i.path[0] === field)?.message;
    };
    expect(messageOf(auth.signInSchema, { email: long, password: 'x' }, 'email')).toBe(max(MAX_EMAIL_LENGTH)); // prettier-ignore
    expect(messageOf(auth.passwordResetRequestSchema, { email: long }, 'email')).toBe(max(MAX_EMAIL_LENGTH)); // prettier-ignore
    const tooLong = `Aa1!${'x'.repeat(MAX_PASSWORD_LENGTH)}`;
    expect(messageOf(auth.signInSchema, { email, password: tooLong }, 'password')).toBe(max(MAX_PASSWORD_LENGTH)); // prettier-ignore
    expect(messageOf(profile.changePasswordSchema, { currentPassword: 'x', password: tooLong, passwordConfirmation: tooLong }, 'password')).toBe(max(MAX_PASSWORD_LENGTH)); // prettier-ignore
    // Any password the account may have (up to the bound) can still be typed to sign in.
    const longest = `Aa1!${'x'.repeat(MAX_PASSWORD_LENGTH - 4)}`;
    expect(auth.signInSchema.safeParse({ email, password: longest }).success).toBe(true);
    expect(profile.changePasswordSchema.safeParse({ currentPassword: longest, password, passwordConfirmation: password }).success).toBe(true); // prettier-ignore
  });

  it('the catalogue search is cut to its bound rather than refused', () => {
    const query = catalogueQuery.parseAdQuery({ q: 'shop '.repeat(5_000) });
    expect(query.q.length).toBeLessThanOrEqual(catalogueQuery.MAX_SEARCH_LENGTH);
  });
});
