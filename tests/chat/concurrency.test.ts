import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendChatMessage } from '@/features/chat/server/send';
import { createConversation, messagesOf } from './helpers';

/** Several connections at once: only a real PostgreSQL shows the unique key at work. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent chat sends (PostgreSQL)', () => {
  it('five simultaneous retries of one message store it once and all answer with it', async () => {
    const { investor, requestId } = await createConversation();
    const clientId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendChatMessage(investor, { requestId, body: 'Same message', clientId }),
      ),
    );
    const ids = results.map((r) => (r.status === 'sent' ? r.message.id : r.status));
    expect(new Set(ids).size).toBe(1);
    expect(await messagesOf(requestId)).toHaveLength(1);
  });
});
