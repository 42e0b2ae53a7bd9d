import { getHealth } from '@/lib/health';

export const dynamic = 'force-dynamic';

/**
 * Liveness (`?probe=live`) and readiness (`?probe=ready`, the default): lib/health/report.ts.
 * docs/deploy.md says which probe an orchestrator uses for what.
 */
export async function GET(request: Request) {
  const probe = new URL(request.url).searchParams.get('probe') === 'live' ? 'live' : 'ready';
  const { httpStatus, body } = await getHealth(probe);
  return Response.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } });
}
