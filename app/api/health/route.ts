import { checkDatabase } from '@/lib/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const database = await checkDatabase();
  return Response.json(
    { status: database.ok ? 'ok' : 'degraded', database },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
