import { checkDatabase, checkJobs } from '@/lib/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const [database, jobs] = await Promise.all([checkDatabase(), checkJobs()]);
  // Only the database decides the status: the job queue is optional (jobs.status says how it is).
  return Response.json(
    { status: database.ok ? 'ok' : 'degraded', database, jobs },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
