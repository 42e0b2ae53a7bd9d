import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PROFILE_ROUTES, PUBLIC_ROUTES } from './routes';
import { staffActionRows, staffPageRows, type StaffIds } from './authorization-matrix-staff';

/**
 * ONE table: every route, route handler and server action, as each of seven people, with the
 * answer each must get. A new route or action is one row (add it below, or for the staff area in
 * authorization-matrix-staff.ts; the coverage tests at the end fail when a page or an action in
 * the build, or a route in routes.ts, has no row).
 */

const NO_ID = '00000000-0000-4000-8000-000000000000';

export type Persona =
  'visitor' | 'investor' | 'subscriber' | 'owner' | 'nora' | 'moderator' | 'admin';
const PERSONAS: Persona[] = [
  'visitor',
  'investor',
  'subscriber',
  'owner',
  'nora',
  'moderator',
  'admin',
];
const ACCOUNTS: Record<Exclude<Persona, 'visitor'>, string> = {
  investor: 'investor@fursa.local', // INVESTOR without a plan
  subscriber: 'subscriber@fursa.local', // INVESTOR with a plan
  owner: 'owner@fursa.local', // OWNER of the listings used below
  nora: 'nora@fursa.local', // another OWNER
  // Staff: STAFF_TWO_FACTOR is `offered` with the demo data, so no second factor is needed.
  moderator: 'moderator@fursa.local', // MODERATOR
  admin: 'admin@fursa.local', // ADMIN
};
const PASSWORD = 'Demo!2345';

/**
 * page: 200 with the page; login/profile/plans/admin: redirected there (admin: the staff
 * dashboard); a number: that status.
 */
type Answer = 'page' | 'login' | 'profile' | 'plans' | 'admin' | number;
export type Row = Record<Persona, Answer>;

const all = (answer: Answer): Row => ({
  visitor: answer,
  investor: answer,
  subscriber: answer,
  owner: answer,
  nora: answer,
  moderator: answer,
  admin: answer,
});
const signedIn = (answer: Answer): Row => ({ ...all(answer), visitor: 'login' });
/** An API for signed-in users: a visitor gets 401 (no redirect for a script). */
const signedInApi = (answer: Answer): Row => ({ ...all(answer), visitor: 401 });
/**
 * A page of a member's own (role MEMBER or OWNER in the page gate): staff have no plan, wallet or
 * listings, and the request layer does not stop them (they are not investors), so the page gate
 * answers the 404.
 */
const members = (answer: Answer): Row => ({ ...signedIn(answer), moderator: 404, admin: 404 });
const ownersOnly: Row = { ...members('page'), investor: 'profile', subscriber: 'profile' };
/** The catalogues: the plan rule is for investors; owners and staff browse them. */
const subscribers: Row = { ...all('page'), investor: 'plans' };
const guests: Row = { ...all('profile'), visitor: 'page' };
const ownerOfListing: Row = { ...ownersOnly, nora: 404 };

/**
 * Ids found at run time (the demo data): see beforeAll. `conversation` is an accepted request
 * between Sara (subscriber) and Omar (owner) about `conversationAd`, one of Omar's published ads.
 */
const ids = {
  ownerAd: '',
  ownerOpp: '',
  publicAd: '',
  publicInvestment: '',
  conversation: '',
  conversationAd: '',
};
/** Omar's demo deal room: an opportunity with documents, that Sara asked to open (not yet open). */
const dealRoom = { opportunity: '', document: '' };
/** Each signed-in persona's user id (from /api/session). */
const userIds: Partial<Record<Persona, string>> = {};
/** The staff area's ids (see beforeAll). */
const staffIds: StaffIds = { member: '', admin: '', plan: '', reportCase: '', listing: '' };

function pageRows(): [string, Row][] {
  return [
    ['', all('page')],
    ['/about-us', all('page')],
    ['/contact-us', all('page')],
    ['/policy', all('page')],
    ['/terms', all('page')],
    ['/notifications', all('page')],
    ['/advertisements', subscribers],
    ['/investments', subscribers],
    [`/advertisements/${ids.publicAd}`, subscribers],
    [`/investments/${ids.publicInvestment}`, subscribers],
    ['/auth/login', guests],
    ['/auth/sign-up', guests],
    ['/auth/forget-password', guests],
    ['/auth/two-factor', guests],
    // A staff invitation's link; without a token it says the link is not valid.
    ['/auth/accept-invite', guests],
    ['/profile', signedIn('page')],
    ['/profile/plans', members('page')],
    ['/profile/wallet', members('page')],
    ['/profile/ads-page', ownersOnly],
    ['/profile/advertisements', ownersOnly],
    ['/profile/advertisements/add', ownersOnly],
    ['/profile/opportunities', ownersOnly],
    ['/profile/opportunities/add', ownersOnly],
    [`/profile/advertisements/${ids.ownerAd}`, ownerOfListing],
    [`/profile/advertisements/${ids.ownerAd}/edit`, ownerOfListing],
    [`/profile/opportunities/${ids.ownerOpp}`, ownerOfListing],
    [`/profile/opportunities/${ids.ownerOpp}/edit`, ownerOfListing],
    [`/profile/opportunities/${ids.ownerOpp}/deal-room`, ownerOfListing],
    // An investor's deal room: subscribers only; anyone else's page gate answers 404.
    [
      `/investments/${ids.publicInvestment}/deal-room`,
      { ...all(404), visitor: 'login', investor: 'plans', subscriber: 'page' },
    ],
    ['/contact-requests', signedIn('page')],
    ['/contact-requests/chat', signedIn('page')],
    ['/my-contact-requests', signedIn('page')],
    ['/my-contact-requests/chat', signedIn('page')],
    // Someone else's (or no) payment: nobody but its payer sees a checkout.
    ['/checkout/00000000-0000-4000-8000-000000000000', signedIn(404)],
    ['/no-such-page', all(404)],
    ...staffPageRows(staffIds),
  ];
}

/**
 * Route handlers: who may call each and what everyone else gets. `route` names the handler when
 * the path is one instance of a dynamic route; `body` may depend on the persona; `check` looks
 * into an answer whose status alone does not show whose data it is (null: as expected).
 */
type HandlerRow = {
  method: string;
  path: string;
  route?: string;
  body?: unknown;
  expect: Row;
  check?: (persona: Persona, body: string) => string | null;
};
/** Only `persona` may; other signed-in users are refused (403), a visitor must sign in (401). */
const personaOnly = (...who: Persona[]): Row => ({
  ...all(403),
  visitor: 401,
  ...Object.fromEntries(who.map((p) => [p, 200])),
});
const channelAuth = (channel: (persona: Persona) => string) => (persona: Persona) =>
  new URLSearchParams({ socket_id: '1234.5678', channel_name: channel(persona) });

const HANDLERS: HandlerRow[] = [
  { method: 'GET', path: '/api/health', expect: all(200) },
  // The notification texts of a language: public, the same for everyone.
  {
    method: 'GET',
    path: '/api/notifications/messages/ar?build=x',
    route: '/api/notifications/messages/[locale]',
    expect: all(200),
  },
  {
    method: 'GET',
    path: '/api/notifications/messages/xx',
    route: '/api/notifications/messages/[locale]',
    expect: all(404),
  },
  { method: 'GET', path: '/builds/latest.json?t=1', expect: all(200) },
  { method: 'GET', path: '/robots.txt', expect: all(200) },
  { method: 'GET', path: '/sitemap.xml', expect: all(200) },
  { method: 'GET', path: '/icon.svg', expect: all(200) },
  // Unsigned gateway results are refused whoever sends them.
  {
    method: 'POST',
    path: '/api/payments/sandbox/callback',
    body: {
      paymentId: NO_ID,
      status: 'succeeded',
      amountMinor: 100,
      currency: 'SAR',
      timestamp: 1,
      signature: 'x',
    },
    expect: all(401),
  },
  // Stripe is not configured for e2e: the webhook does not exist (unsigned events get 400 when it does).
  { method: 'POST', path: '/api/payments/stripe/webhook', body: {}, expect: all(404) },
  {
    method: 'GET',
    path: '/files/..%2f..%2fetc%2fpasswd',
    route: '/files/[...key]',
    expect: all(404),
  },
  // The demo deal room's file opens for its owner alone: before an accepted NDA even Sara, who
  // asked for the room, gets the 404 a stranger or a visitor gets.
  {
    method: 'GET',
    get path() {
      return `/api/deal-room/documents/${dealRoom.document}`;
    },
    route: '/api/deal-room/documents/[id]',
    expect: { ...all(404), owner: 200 },
  },
  // The PDF copy of an accepted NDA: nobody has accepted this room's.
  {
    method: 'GET',
    get path() {
      return `/api/deal-room/nda/${dealRoom.opportunity}`;
    },
    route: '/api/deal-room/nda/[opportunityId]',
    expect: all(404),
  },
  // Uploads: only an owner's own opportunity (Omar names one that does not exist; his bytes are
  // refused first, as not a document), anyone else is refused by the action's own check.
  {
    method: 'POST',
    path: '/api/deal-room/documents',
    body: () => {
      const form = new FormData();
      form.set('opportunityId', NO_ID);
      form.set('title', 'Accounts');
      form.set('category', 'financials');
      form.set('file', new Blob(['<html></html>']), 'accounts.pdf');
      return form;
    },
    expect: { ...all(422), visitor: 401 },
    check: (persona, body) => {
      const want =
        persona === 'visitor'
          ? 'unauthorized'
          : persona === 'owner' || persona === 'nora'
            ? 'dealRoom.unsupported_file'
            : 'forbidden';
      return body.includes(`"error":"${want}"`) ? null : `expected ${want}: ${body.slice(0, 120)}`;
    },
  },
  // The auth API (the JSON face of the forms) is open to anyone; empty input stops at validation.
  { method: 'POST', path: '/api/auth/sign-in', body: {}, expect: all(422) },
  { method: 'POST', path: '/api/auth/sign-up', body: {}, expect: all(422) },
  { method: 'POST', path: '/api/auth/password-reset/request', body: {}, expect: all(422) },
  { method: 'POST', path: '/api/auth/password-reset/confirm', body: {}, expect: all(422) },
  // The session answers each persona with their own account, and a visitor with none.
  {
    method: 'GET',
    path: '/api/session',
    expect: all(200),
    check: (persona, body) => {
      const email = (JSON.parse(body) as { user: { email: string } | null }).user?.email ?? null;
      const expected = persona === 'visitor' ? null : ACCOUNTS[persona];
      return email === expected ? null : `user ${email}, expected ${expected}`;
    },
  },
  // The bell's data is per user; the public configurations carry no secret.
  { method: 'GET', path: '/api/notifications/summary', expect: signedInApi(200) },
  {
    method: 'GET',
    path: '/api/realtime/config',
    expect: all(200),
    check: (_, body) => (/secret/i.test(body) ? 'a secret in the public config' : null),
  },
  { method: 'GET', path: '/api/push/config', expect: all(200) },
  // Push tokens belong to the signed-in user: a visitor is refused before the body is read.
  { method: 'GET', path: '/api/push/tokens', expect: signedInApi(200) },
  { method: 'POST', path: '/api/push/tokens', body: { token: 'short' }, expect: signedInApi(400) },
  {
    method: 'DELETE',
    path: '/api/push/tokens',
    body: { token: `never-registered-${'x'.repeat(20)}` },
    expect: signedInApi(200),
  },
  // The view beacon is public; a listing that does not exist counts nothing.
  {
    method: 'POST',
    path: '/api/listings/views',
    body: { kind: 'advertisement', id: NO_ID },
    expect: all(200),
    check: (_, body) => (body.includes('"counted":false') ? null : body),
  },
  // Realtime channel authorization (pusher-js posts a form): each user their own channel only,
  // a conversation's channel its two parties only.
  {
    method: 'POST',
    path: '/api/realtime/auth',
    body: channelAuth((p) => `private-user-${userIds[p] ?? NO_ID}`),
    expect: signedInApi(200),
  },
  {
    method: 'POST',
    path: '/api/realtime/auth',
    body: channelAuth(() => `private-user-${userIds.owner}`),
    expect: personaOnly('owner'),
  },
  {
    method: 'POST',
    path: '/api/realtime/auth',
    body: channelAuth(() => `presence-chat-${ids.conversation}`),
    expect: personaOnly('subscriber', 'owner'),
  },
];

function builtRoutes(): string[] {
  const manifest = JSON.parse(
    readFileSync('.next/server/app-paths-manifest.json', 'utf8'),
  ) as Record<string, string>;
  return Object.keys(manifest);
}

/** Route handlers in this build. */
function builtRouteHandlers(): string[] {
  return builtRoutes()
    .filter((key) => key.endsWith('/route'))
    .map((key) => key.replace(/\/route$/, ''));
}

/**
 * Pages in this build, as their address without the locale (`/admin/users/[id]`); the pages the
 * proxy serves in place of another address (a direct request is a 404) are not rows.
 */
const SERVED_IN_PLACE = /^\/(unavailable|(advertisements|investments)\/(results|filtered\/.*))$/;
function builtPages(): string[] {
  return builtRoutes()
    .filter((key) => key.startsWith('/[locale]/') && key.endsWith('/page'))
    .map((key) =>
      key
        .replace(/\/page$/, '')
        .replace(/\/\([^/]+\)/g, '')
        .replace(/^\/\[locale\]/, ''),
    )
    .filter((path) => !SERVED_IN_PLACE.test(path));
}

/**
 * Server actions, called over HTTP as the browser calls them: a POST to a page that hosts the
 * action, with its id (from the build's manifest) in the Next-Action header. Two lines of defence
 * show: the proxy's page rules answer first (login / profile redirect), and the action itself
 * refuses what passes them (nora on owner's listing: not_found). Arguments never carry valid data
 * for a permitted caller, so no row changes the shared demo data: a permitted caller gets past
 * authorization and stops at validation ("invalid", "generic") or "not_found".
 */
export type ActionAnswer =
  | 'login'
  | 'profile'
  | 'plans'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid'
  | 'generic'
  | 'ok'
  // Next's notFound() from an action (the conversation is not the caller's), or the request
  // layer's 404 for a page that does not exist for the caller (the staff area).
  | '404'
  // Contact-request refusals (requestError) and viewer states (kind).
  | 'not_pending'
  | 'not_enabled'
  | 'expired'
  | 'own_listing'
  | 'not_investor'
  | 'open'
  | 'visitor'
  | 'owner'
  // Listing reports: nothing to report, one's own listing.
  | 'own_target'
  // A deal room is asked for with a contact request first.
  | 'request_first'
  // A plan outcome ({ status }): the price confirmed is not the price now.
  | 'price_changed'
  | 'unknown_plan'
  // Staff refusals: no such account or invitation, no open report, an admin's account, oneself.
  | 'user_not_found'
  | 'invite_not_found'
  | 'nothing_open'
  | 'admin_protected'
  | 'self';
export type ActionRow = {
  /** The exported action, when the row's name says more (one action, several kinds). */
  action?: string;
  page: () => string;
  args: (persona: Persona) => unknown[];
  expect: Record<Persona, ActionAnswer>;
};
/** Staff pass the request layer on owner pages (they are not investors); owner actions refuse. */
const ownerPage = (
  owner: ActionAnswer,
  nora: ActionAnswer = owner,
): Record<Persona, ActionAnswer> => ({
  visitor: 'login',
  investor: 'profile',
  subscriber: 'profile',
  owner,
  nora,
  moderator: 'forbidden',
  admin: 'forbidden',
});
const userPage = (answer: ActionAnswer): Record<Persona, ActionAnswer> => ({
  visitor: 'login',
  investor: answer,
  subscriber: answer,
  owner: answer,
  nora: answer,
  moderator: answer,
  admin: answer,
});
/** Only the conversation's parties (Sara and Omar) get past "not found". */
const parties = (party: ActionAnswer, stranger: ActionAnswer): Record<Persona, ActionAnswer> => ({
  visitor: 'login',
  investor: stranger,
  subscriber: party,
  owner: party,
  nora: stranger,
  moderator: stranger,
  admin: stranger,
});
/** Members only: staff are refused by the service itself. */
const membersOnly = (answer: ActionAnswer): Record<Persona, ActionAnswer> => ({
  ...userPage(answer),
  moderator: 'forbidden',
  admin: 'forbidden',
});
const isParty = (persona: Persona) => persona === 'subscriber' || persona === 'owner';
const chatPage = () => '/en/my-contact-requests/chat';
const conversationAdPage = () => `/en/advertisements/${ids.conversationAd}`;
const A_MESSAGE = 'I would like to hear more about this listing, please.';
const adEdit = () => `/en/profile/advertisements/${ids.ownerAd}/edit`;
const oppEdit = () => `/en/profile/opportunities/${ids.ownerOpp}/edit`;
const ownerRoomPage = () => `/en/profile/opportunities/${ids.ownerOpp}/deal-room`;
const investorRoomPage = () => `/en/investments/${ids.publicInvestment}/deal-room`;

const ACTIONS: Record<string, ActionRow> = {
  // On the OWNER's listing: nora passes the page rules but the service does not know the listing.
  // The owner asks about a listing that does not exist (nothing changes); nora about the owner's.
  changeListingStatusAction: {
    page: adEdit,
    args: (p) => [
      { kind: 'advertisement', id: p === 'owner' ? NO_ID : ids.ownerAd, change: 'archive' },
    ],
    expect: ownerPage('not_found'),
  },
  'changeListingStatusAction (opportunity)': {
    action: 'changeListingStatusAction',
    page: oppEdit,
    args: (p) => [
      { kind: 'opportunity', id: p === 'owner' ? NO_ID : ids.ownerOpp, change: 'archive' },
    ],
    expect: ownerPage('not_found'),
  },
  updateListingAction: {
    page: adEdit,
    args: () => [{ kind: 'advertisement', id: ids.ownerAd }],
    expect: ownerPage('invalid'),
  },
  'updateListingAction (opportunity)': {
    action: 'updateListingAction',
    page: oppEdit,
    args: () => [{ kind: 'opportunity', id: ids.ownerOpp }],
    expect: ownerPage('invalid'),
  },
  deleteListingPhotoAction: {
    page: adEdit,
    args: () => [{ kind: 'advertisement', listingId: ids.ownerAd, photoId: NO_ID }],
    expect: ownerPage('not_found'),
  },
  setListingCoverPhotoAction: {
    page: adEdit,
    args: () => [{ kind: 'advertisement', listingId: ids.ownerAd, photoId: NO_ID }],
    expect: ownerPage('not_found'),
  },
  reorderListingPhotosAction: {
    page: adEdit,
    args: () => [{ kind: 'advertisement', listingId: ids.ownerAd, photoIds: [NO_ID] }],
    expect: ownerPage('invalid_order' as ActionAnswer, 'not_found'),
  },
  createListingAction: {
    page: () => '/en/profile/advertisements/add',
    args: () => [{ kind: 'advertisement' }],
    expect: ownerPage('invalid'),
  },
  'createListingAction (opportunity)': {
    action: 'createListingAction',
    page: () => '/en/profile/opportunities/add',
    args: () => [{ kind: 'opportunity' }],
    expect: ownerPage('invalid'),
  },
  deleteListingAction: {
    page: () => '/en/profile/advertisements',
    args: () => [{ kind: 'advertisement', id: NO_ID }],
    expect: ownerPage('not_found'),
  },
  'deleteListingAction (opportunity)': {
    action: 'deleteListingAction',
    page: () => '/en/profile/opportunities',
    args: () => [{ kind: 'opportunity', id: NO_ID }],
    expect: ownerPage('not_found'),
  },
  promoteAction: {
    page: () => '/en/profile/ads-page',
    args: () => [{ advertisementId: ids.ownerAd, days: -1 }],
    expect: ownerPage('invalid'),
  },
  // Any signed-in user; invalid input stops before anything changes.
  changePasswordAction: {
    page: () => '/en/profile',
    args: () => [{}],
    expect: userPage('invalid'),
  },
  updateNameAction: {
    page: () => '/en/profile',
    args: () => [{ name: '' }],
    expect: userPage('invalid'),
  },
  // Two-step verification: a malformed code stops at validation, after the caller is known; a
  // code for an account without it stops at `not_enabled` (nothing changes).
  enableTwoFactorAction: {
    page: () => '/en/profile',
    args: () => [{ code: 'x' }],
    expect: userPage('invalid'),
  },
  regenerateRecoveryCodesAction: {
    page: () => '/en/profile',
    args: () => [{ code: 'x' }],
    expect: userPage('not_enabled'),
  },
  disableTwoFactorAction: {
    page: () => '/en/profile',
    args: () => [{ code: 'x' }],
    expect: userPage('not_enabled'),
  },
  // The second step of a sign-in: a visitor's page; the signed-in are sent to their profile.
  completeTwoFactorSignInAction: {
    page: () => '/en/auth/two-factor',
    args: () => [{ code: 'x' }],
    // A visitor without a pending sign-in: the challenge has expired.
    expect: {
      visitor: 'expired',
      investor: 'profile',
      subscriber: 'profile',
      owner: 'profile',
      nora: 'profile',
      moderator: 'profile',
      admin: 'profile',
    },
  },
  endSessionAction: {
    page: () => '/en/profile',
    args: () => [{ id: 'not-a-session' }],
    expect: userPage('invalid'),
  },
  // Wallets and plans are members': staff are refused before anything is read.
  subscribeAction: {
    page: () => '/en/profile/plans',
    args: () => [{}],
    expect: { ...userPage('invalid'), moderator: 'forbidden', admin: 'forbidden' },
  },
  // A price other than the plan's (one cent) is never charged: an investor hears the price now;
  // an owner's account cannot buy an investor plan at all, and staff buy nothing.
  'subscribeAction (a price that changed)': {
    action: 'subscribeAction',
    page: () => '/en/profile/plans',
    args: () => [{ planCode: 'investor-monthly', requestId: NO_ID, expectedPriceMinor: 1 }],
    expect: {
      ...userPage('unknown_plan'),
      investor: 'price_changed',
      subscriber: 'price_changed',
      moderator: 'forbidden',
      admin: 'forbidden',
    },
  },
  startTopUpAction: {
    page: () => '/en/profile/wallet',
    args: () => [{ amount: -1 }],
    expect: { ...userPage('invalid'), moderator: 'forbidden', admin: 'forbidden' },
  },
  // Notifications and saved searches: each user's own. The page is public, so the action itself
  // refuses a visitor; an unknown saved search is nobody's to delete.
  markNotificationsReadAction: {
    page: () => '/en/notifications',
    args: () => [{ ids: [NO_ID] }],
    expect: { ...userPage('ok'), visitor: 'unauthorized' },
  },
  deleteSavedSearchAction: {
    page: () => '/en/notifications',
    args: () => [{ id: NO_ID }],
    expect: { ...userPage('forbidden'), visitor: 'unauthorized' },
  },
  // Saving a search is for investors; the catalogue itself sends the unsubscribed to the plans.
  saveSearchAction: {
    page: () => '/en/advertisements',
    args: () => [{ kind: 'nothing', search: '' }],
    expect: {
      visitor: 'unauthorized',
      investor: 'plans',
      subscriber: 'invalid',
      owner: 'forbidden',
      nora: 'forbidden',
      moderator: 'forbidden',
      admin: 'forbidden',
    },
  },
  // The chat of the Sara–Omar request: strangers find nothing (404) even with valid input; the
  // parties get past authorization and stop at validation, or read without changing anything.
  sendChatMessageAction: {
    page: chatPage,
    args: (p) => [
      { requestId: ids.conversation, body: isParty(p) ? '' : 'A stranger writes', clientId: NO_ID },
    ],
    expect: parties('invalid', '404'),
  },
  markChatReadAction: {
    page: chatPage,
    args: (p) => [{ requestId: ids.conversation, seq: isParty(p) ? 0 : 1 }],
    expect: parties('invalid', '404'),
  },
  loadOlderChatMessagesAction: {
    page: chatPage,
    args: () => [{ requestId: ids.conversation, beforeSeq: 1 }],
    expect: parties('ok', '404'),
  },
  catchUpChatAction: {
    page: chatPage,
    args: () => [{ requestId: ids.conversation, afterSeq: 2 ** 40 }],
    expect: parties('ok', '404'),
  },
  // Decisions on the (already accepted) request: only the owner decides, only the investor
  // cancels; the right party meets the state machine (not pending), nothing changes.
  acceptContactRequestAction: {
    page: () => '/en/contact-requests',
    args: () => [{ requestId: ids.conversation, clientId: NO_ID }],
    expect: { ...parties('not_pending', 'not_found'), subscriber: 'forbidden' },
  },
  declineContactRequestAction: {
    page: () => '/en/contact-requests',
    args: () => [{ requestId: ids.conversation }],
    expect: { ...parties('not_pending', 'not_found'), subscriber: 'forbidden' },
  },
  cancelContactRequestAction: {
    page: () => '/en/my-contact-requests',
    args: () => [{ requestId: ids.conversation }],
    expect: { ...parties('not_pending', 'not_found'), owner: 'forbidden' },
  },
  // Contacting an owner about Omar's ad: Sara's empty message stops at validation (she already
  // has a conversation there), Omar may not contact himself, Nora is no investor.
  sendContactRequestAction: {
    page: conversationAdPage,
    args: (p) => [
      {
        listingKind: 'advertisement',
        listingId: ids.conversationAd,
        message: p === 'subscriber' ? '' : A_MESSAGE,
      },
    ],
    expect: {
      visitor: 'unauthorized',
      investor: 'plans',
      subscriber: 'invalid',
      owner: 'own_listing',
      nora: 'not_investor',
      moderator: 'not_investor',
      admin: 'not_investor',
    },
  },
  // The listing page's "contact the owner" block: each viewer learns only their own state.
  getContactRequestStateAction: {
    page: conversationAdPage,
    args: () => [{ listingKind: 'advertisement', listingId: ids.conversationAd }],
    expect: {
      visitor: 'visitor',
      investor: 'plans',
      subscriber: 'open',
      owner: 'owner',
      nora: 'not_investor',
      moderator: 'not_investor',
      admin: 'not_investor',
    },
  },
  // Reports: members report what they can see; staff decide on reports and make none. Omar may
  // not report his own advertisement; everyone else names a listing or message that does not exist.
  reportAction: {
    page: conversationAdPage,
    args: (p) => [
      {
        targetKind: 'advertisement',
        targetId: p === 'owner' ? ids.conversationAd : NO_ID,
        reason: 'fraud',
      },
    ],
    expect: {
      ...membersOnly('not_found'),
      visitor: 'unauthorized',
      investor: 'plans',
      owner: 'own_target',
    },
  },
  'reportAction (message)': {
    action: 'reportAction',
    page: chatPage,
    args: () => [{ targetKind: 'message', targetId: NO_ID, reason: 'harassment' }],
    expect: membersOnly('not_found'),
  },
  // Whether the viewer reported a listing already: a visitor and a stranger to it learn `false`.
  getReportedStateAction: {
    page: conversationAdPage,
    args: () => [{ targetKind: 'advertisement', targetId: ids.conversationAd }],
    expect: { ...userPage('ok'), visitor: 'ok', investor: 'plans' },
  },
  // Accepting a staff invitation: a visitor's page (the signed-in go to their profile); an empty
  // form stops at validation.
  acceptInviteAction: {
    page: () => '/en/auth/accept-invite',
    args: () => [{}],
    expect: { ...userPage('profile'), visitor: 'invalid' },
  },
  // The deal room: the owner's moves on their own room (Omar names things that do not exist,
  // nora Omar's room); the investor's on a room they may see.
  saveNdaAction: {
    page: ownerRoomPage,
    args: (p) => [
      {
        opportunityId: p === 'owner' ? NO_ID : ids.ownerOpp,
        useDefault: true,
        bodyEn: '',
        bodyAr: '',
      },
    ],
    expect: ownerPage('not_found'),
  },
  decideAccessAction: {
    page: ownerRoomPage,
    args: () => [{ accessId: NO_ID, decision: 'revoke' }],
    expect: ownerPage('not_found'),
  },
  deleteDocumentAction: {
    page: ownerRoomPage,
    args: (p) => [{ documentId: p === 'owner' ? NO_ID : dealRoom.document }],
    expect: ownerPage('not_found'),
  },
  acceptNdaAction: {
    page: investorRoomPage,
    args: () => [{ opportunityId: NO_ID, version: 1, locale: 'en', agree: true }],
    expect: {
      ...membersOnly('forbidden'),
      visitor: 'unauthorized',
      investor: 'plans',
      subscriber: 'not_found',
    },
  },
  requestAccessAction: {
    page: investorRoomPage,
    args: () => [{ opportunityId: NO_ID }],
    expect: {
      ...membersOnly('forbidden'),
      visitor: 'unauthorized',
      investor: 'plans',
      subscriber: 'request_first',
    },
  },
  ...staffActionRows(staffIds),
};

// ---------------------------------------------------------------------------------------------

const cookies: Partial<Record<Persona, string>> = {};
let base = '';

/**
 * Plain fetch with our own cookie header per persona: no shared cookie jar can blur who asks.
 * Each persona is a distinct client address (TRUSTED_PROXIES trusts the loopback in e2e).
 */
function call(persona: Persona, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookies[persona]) headers.set('cookie', cookies[persona]);
  headers.set(
    'x-forwarded-for',
    `10.78.${PERSONAS.indexOf(persona)}.${1 + Math.floor(Math.random() * 250)}`,
  );
  return fetch(`${base}${path}`, { redirect: 'manual', ...init, headers });
}

async function signIn(email: string): Promise<string> {
  const response = await call('visitor', '/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, `sign in ${email}`).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function answerOf(status: number, location: string | undefined): Answer {
  if (status >= 300 && status < 400 && location) {
    if (location.includes('/auth/login')) return 'login';
    if (location.includes('/profile/plans')) return 'plans';
    if (/\/profile$/.test(location.split('?')[0] ?? '')) return 'profile';
    if (/\/admin$/.test(location.split('?')[0] ?? '')) return 'admin';
    return `redirect ${location}` as unknown as Answer;
  }
  return status === 200 ? 'page' : status;
}

// Hundreds of requests per test: on a busy 2-core machine that takes more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ baseURL }) => {
  base = baseURL ?? '';
  for (const persona of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    cookies[persona] = await signIn(ACCOUNTS[persona]);
  }
  const uuid = (html: string, prefix: string) =>
    new RegExp(`${prefix}/([0-9a-f-]{36})`).exec(html)?.[1] ?? '';
  const get = async (path: string, persona: Persona) => (await call(persona, path)).text();
  ids.ownerAd = uuid(
    await get('/en/profile/advertisements', 'owner'),
    '/en/profile/advertisements',
  );
  ids.ownerOpp = uuid(await get('/en/profile/opportunities', 'owner'), '/en/profile/opportunities');
  // The demo deal room is one of Omar's opportunities: the one whose room lists files.
  const lists = await Promise.all(
    [1, 2, 3].map((page) => get(`/en/profile/opportunities?page=${page}`, 'owner')),
  );
  const opportunities = lists.join('').matchAll(/\/en\/profile\/opportunities\/([0-9a-f-]{36})/g);
  for (const id of new Set([...opportunities].map((match) => match[1]!))) {
    const room = await get(`/en/profile/opportunities/${id}/deal-room`, 'owner');
    const document = /\/api\/deal-room\/documents\/([0-9a-f-]{36})/.exec(room)?.[1];
    if (document) {
      Object.assign(dealRoom, { opportunity: id, document });
      break;
    }
  }
  ids.publicAd = uuid(await get('/en/advertisements', 'subscriber'), '/en/advertisements');
  ids.publicInvestment = uuid(await get('/en/investments', 'subscriber'), '/en/investments');
  // Omar's accepted requests, each a card with its id and a link to his listing: Sara's about
  // one of his advertisements (seeded; other specs may add more, so look for her name).
  const cards = (await get('/en/contact-requests?status=accepted', 'owner')).split(
    'data-testid="contact-request"',
  );
  const card = cards.find(
    (c) => c.includes('Sara Subscriber') && c.includes('/en/profile/advertisements/'),
  );
  ids.conversation = /data-request-id="([0-9a-f-]{36})"/.exec(card ?? '')?.[1] ?? '';
  ids.conversationAd = uuid(card ?? '', '/en/profile/advertisements');
  for (const persona of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    const session = (await (await call(persona, '/api/session')).json()) as {
      user: { id: string } | null;
    };
    userIds[persona] = session.user?.id ?? '';
    expect(userIds[persona], `${persona} id`).not.toBe('');
  }
  staffIds.member = userIds.owner ?? '';
  staffIds.admin = userIds.admin ?? '';
  staffIds.listing = `advertisement/${ids.ownerAd}`;
  staffIds.plan = uuid(await get('/en/admin/plans', 'admin'), '/en/admin/plans');
  // A case of the seeded reports (in any state: other specs may have decided on it).
  staffIds.reportCase =
    /\/en\/admin\/reports\/((?:advertisement|opportunity|message)\/[0-9a-f-]{36})/.exec(
      await get('/en/admin/reports?state=all', 'moderator'),
    )?.[1] ?? '';
  for (const [name, value] of Object.entries({ ...ids, ...staffIds, ...dealRoom }))
    expect(value, name).not.toBe('');
});

test('every page, as every persona', async () => {
  const failures: string[] = [];
  for (const [path, row] of pageRows()) {
    for (const persona of PERSONAS) {
      const response = await call(persona, `/en${path}`);
      const got = answerOf(response.status, response.headers.get('location') ?? undefined);
      if (got !== row[persona])
        failures.push(`${path} as ${persona}: ${got}, expected ${row[persona]}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every route handler, as every persona', async () => {
  const failures: string[] = [];
  for (const row of HANDLERS) {
    for (const persona of PERSONAS) {
      const body = typeof row.body === 'function' ? row.body(persona) : row.body;
      const response = await call(persona, row.path, {
        method: row.method,
        ...(body === undefined
          ? {}
          : body instanceof URLSearchParams || body instanceof FormData
            ? { body }
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      const label = `${row.method} ${row.path} as ${persona}`;
      if (response.status !== row.expect[persona]) {
        failures.push(`${label}: ${response.status}, expected ${row.expect[persona]}`);
      } else if (row.check) {
        const problem = row.check(persona, await response.text());
        if (problem) failures.push(`${label}: ${problem}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

type ManifestEntry = { exportedName?: string; filename?: string; workers: Record<string, unknown> };

function actionIds(): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, ManifestEntry> };
  const byName = new Map<string, string>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName && /^features\/[^/]+\/actions\//.test(entry.filename ?? ''))
      byName.set(entry.exportedName, id);
  }
  return byName;
}

function classify(body: string): ActionAnswer | string {
  // A refusal names its message key: a form-wide one or `<domain>.<code>` (the code is compared).
  const refusal = /"ok":false,"error":"([A-Za-z]+)(?:\.([a-z_]+))?"/.exec(body);
  if (refusal?.[1] === 'invalid' || body.includes('"fieldErrors"')) return 'invalid';
  if (refusal) return refusal[2] ?? refusal[1]!;
  // A viewer state or an outcome is the whole answer's data ({ kind } or { status }), not a
  // listing kind inside it.
  const viewer = /"ok":true,"data":\{"(?:kind|status)":"([a-z_]+)"/.exec(body);
  if (viewer?.[1]) return viewer[1];
  if (body.includes('"ok":true')) return 'ok';
  return body.slice(0, 200);
}

test('every server action, as every persona', async () => {
  const idsByName = actionIds();
  const failures: string[] = [];
  for (const [name, row] of Object.entries(ACTIONS)) {
    const id = idsByName.get(row.action ?? name);
    if (!id) {
      failures.push(`${name}: not in the build's action manifest`);
      continue;
    }
    for (const persona of PERSONAS) {
      const response = await call(persona, row.page(), {
        method: 'POST',
        headers: {
          'next-action': id,
          origin: base,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
        },
        body: JSON.stringify(row.args(persona)),
      });
      const redirect = answerOf(response.status, response.headers.get('location') ?? undefined);
      const got = redirect === 'page' ? classify(await response.text()) : String(redirect);
      if (got !== row.expect[persona])
        failures.push(`${name} as ${persona}: ${got}, expected ${row.expect[persona]}`);
    }
  }
  expect(failures).toEqual([]);
});

test('the table covers every page, every route of routes.ts, every route handler and every action that needs a user', () => {
  const covered = new Set(pageRows().map(([path]) => path));
  for (const { path } of [...PUBLIC_ROUTES, ...PROFILE_ROUTES])
    expect(covered, path).toContain(path);
  // Every page of the build (the staff area's too) has a row, a dynamic segment any value.
  for (const page of builtPages()) {
    const pattern = new RegExp(`^${page.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    expect(
      [...covered].some((path) => pattern.test(path)),
      `a row for ${page}`,
    ).toBe(true);
  }
  const handlers = new Set(HANDLERS.map((row) => row.route ?? row.path.split('?')[0]));
  for (const route of builtRouteHandlers()) expect(handlers, route).toContain(route);
  // Actions open to visitors by design (sign-in, sign-up, reset, contact form, sign-out) are
  // listed here; every other action must have a row above.
  const OPEN = new Set([
    'signInAction',
    'signUpAction',
    'signOutAction',
    'requestPasswordResetAction',
    'resetPasswordAction',
    'submitContactMessageAction',
  ]);
  // FormData arguments: their refusals are proven at service level (tests/profile/actions.test.ts,
  // tests/listings/owner-photos.test.ts).
  for (const name of [
    'updateAvatarAction',
    'removeAvatarAction',
    'uploadListingPhotoAction',
    // Reached through POST /api/deal-room/documents (a handler row above).
    'uploadDocumentAction',
  ]) {
    OPEN.add(name);
  }
  // No arguments: a permitted call would sign the shared demo accounts out elsewhere. Their
  // refusals and effects are proven with fresh accounts (tests/auth/sessions-trust.test.ts,
  // tests/e2e/sessions.spec.ts).
  for (const name of ['endOtherSessionsAction', 'signOutEverywhereAction']) OPEN.add(name);
  // Starting an enrolment replaces the demo account's pending key; proven with fresh accounts
  // (tests/auth/two-factor.test.ts, tests/e2e/two-factor.spec.ts).
  OPEN.add('startTwoFactorAction');
  for (const name of actionIds().keys()) {
    if (!OPEN.has(name)) expect(Object.keys(ACTIONS), name).toContain(name);
  }
});
