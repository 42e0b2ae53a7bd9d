import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { jobSchedules, jobs } from '@/lib/db/schema';
import { listJobDefinitions, scheduleSlot } from './define';

/**
 * Each schedule's current occurrence, claimed by advancing its row (one conditional upsert: the
 * instance that moves it enqueues, every other one finds it moved), then queued for the poller.
 */
export async function fireSchedules(
  now: Date = new Date(),
  /** Occurrences this worker already settled (name → slot): not asked of the database again. */
  settled?: Map<string, number>,
): Promise<number> {
  const db = await getDb();
  let fired = 0;
  for (const definition of listJobDefinitions()) {
    const schedule = definition.options.schedule;
    if (!schedule) continue;
    const slot = scheduleSlot(schedule, now);
    if (settled?.get(definition.name) === slot.getTime()) continue;
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(jobSchedules)
        .values({ name: definition.name, lastSlot: slot })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { lastSlot: slot, updatedAt: sql`now()` },
          setWhere: sql`${jobSchedules.lastSlot} < ${slot}`,
        })
        .returning({ name: jobSchedules.name });
      if (!claimed) return false;
      // Keyed: an occurrence still waiting (workers stopped) is not joined by another.
      await tx
        .insert(jobs)
        .values({
          name: definition.name,
          payload: {},
          singletonKey: 'schedule',
          retryLimit: definition.options.retryLimit,
        })
        .onConflictDoNothing({
          target: [jobs.name, jobs.singletonKey],
          where: sql`${jobs.state} = 'queued' and ${jobs.singletonKey} is not null`,
        });
      return true;
    });
    settled?.set(definition.name, slot.getTime());
    if (queued) fired += 1;
  }
  return fired;
}
