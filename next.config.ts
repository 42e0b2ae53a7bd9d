import { randomUUID } from 'node:crypto';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// One id per build: Next stamps it on the build, and the client and /builds/latest.json both
// read it from the inlined env, so a deploy of a new build is visible to open tabs.
const buildId = process.env.BUILD_ID ?? randomUUID();

const nextConfig: NextConfig = {
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  poweredByHeader: false,
  typedRoutes: false,
  images: { unoptimized: false },
  // Photos travel through server actions one file at a time: 5 MB per listing photo (issue rule),
  // 2 MB per avatar, plus the multipart overhead.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/en.json' },
});

export default withNextIntl(nextConfig);
