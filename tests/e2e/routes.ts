import type en from '@/messages/en.json';

type TitleKey = keyof typeof en.titles;

/** Every route of SPEC 2 with the title key its page uses (null: the home page, app name only). */
export const PUBLIC_ROUTES: { path: string; title: TitleKey | null }[] = [
  { path: '', title: null },
  { path: '/about-us', title: 'aboutUs' },
  { path: '/contact-us', title: 'contactUs' },
  { path: '/policy', title: 'policy' },
  { path: '/terms', title: 'terms' },
  { path: '/notifications', title: 'notifications' },
  { path: '/advertisements', title: 'advertisements' },
  { path: '/investments', title: 'investments' },
  { path: '/auth/login', title: 'login' },
  { path: '/auth/sign-up', title: 'signUp' },
  { path: '/auth/forget-password', title: 'forgetPassword' },
  { path: '/auth/two-factor', title: 'twoFactor' },
];

/** Behind the `auth` guard: visitors are sent to sign in. */
export const PROFILE_ROUTES: { path: string; title: TitleKey }[] = [
  { path: '/profile', title: 'profile' },
  { path: '/profile/ads-page', title: 'adsPage' },
  { path: '/profile/advertisements', title: 'myAdvertisements' },
  { path: '/profile/advertisements/add', title: 'addAdvertisement' },
  { path: '/profile/opportunities', title: 'myOpportunities' },
  { path: '/profile/opportunities/add', title: 'addOpportunity' },
  { path: '/profile/plans', title: 'plans' },
  { path: '/profile/wallet', title: 'wallet' },
  { path: '/contact-requests', title: 'contactRequests' },
  { path: '/contact-requests/chat', title: 'contactRequestsChat' },
  { path: '/my-contact-requests', title: 'myContactRequests' },
  { path: '/my-contact-requests/chat', title: 'myContactRequestsChat' },
];
