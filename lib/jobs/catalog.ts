import 'server-only';

/**
 * Every module that defines a job, loaded before the workers start so that they can run any job
 * in the queue, whichever part of the app asked for it. A new job's module goes here.
 */
export async function loadJobDefinitions(): Promise<void> {
  await Promise.all([
    import('@/features/notifications/server/deliver'),
    import('@/features/notifications/server/sweep'),
    import('@/features/moderation/server/suspension-expiry'),
    import('@/features/push/server/send'),
    import('@/features/saved-searches/server/match'),
    import('@/lib/mail'),
    import('@/lib/rate-limit'),
    import('./maintenance'),
  ]);
}
