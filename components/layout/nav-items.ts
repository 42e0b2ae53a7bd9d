/** The public sections, shared by the header, the mobile menu and the footer. */
export const MAIN_NAV = [
  { href: '/investments', key: 'investments' },
  { href: '/advertisements', key: 'advertisements' },
  { href: '/about-us', key: 'aboutUs' },
  { href: '/contact-us', key: 'contactUs' },
] as const;

export const LEGAL_NAV = [
  { href: '/policy', key: 'policy' },
  { href: '/terms', key: 'terms' },
] as const;
