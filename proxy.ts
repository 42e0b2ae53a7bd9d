import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * The request layer (Next 16's proxy): locale negotiation and prefixing via next-intl.
 * Access rules and path redirects are added here by the accounts issue; every service checks again.
 */
export default function proxy(request: NextRequest) {
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals, the build manifest and files with an extension.
  matcher: ['/((?!api|_next|_vercel|builds|.*\\..*).*)'],
};
