import { z } from 'zod/mini';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { recordBeaconView } from '@/features/listings/server/views';

const viewSchema = z.object({
  kind: z.enum(LISTING_KINDS),
  id: z.string().check(z.maxLength(64)),
});

/**
 * The detail pages' view beacon (they are cached, so they cannot count while rendering). One view
 * per visitor per day is enforced by the listing_views row; the answer says whether it counted.
 */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const parsed = viewSchema.safeParse(body);
  if (!parsed.success) return Response.json({ counted: false }, { status: 400 });
  const counted = await recordBeaconView(parsed.data.kind, parsed.data.id);
  return Response.json({ counted }, { headers: { 'Cache-Control': 'no-store' } });
}
