import { describe, expect, it } from 'vitest';
import { getSiteOrigin } from '@/lib/http/request-context';

/** Absolute URLs (the top-up's return addresses) come from APP_URL, never from the request. */
describe('the site origin', () => {
  it('is APP_URL’s origin in production, whatever the request says', async () => {
    const env = { NODE_ENV: 'production', APP_URL: 'https://fursa.example/' } as NodeJS.ProcessEnv;
    // No request scope here: a read of Host or X-Forwarded-Host would throw.
    await expect(getSiteOrigin(env)).resolves.toBe('https://fursa.example');
  });

  it('is refused, not guessed from the Host header, when production has no APP_URL', async () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    await expect(getSiteOrigin(env)).rejects.toThrow('APP_URL is not set');
  });
});
