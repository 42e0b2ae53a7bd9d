/**
 * The messages the deal room's client components need in the browser (lib/i18n/client-messages.ts):
 * each page wraps its islands in a ClientMessages with these. Refusals come from `errors`, which
 * the shell's messages carry.
 */
export const OWNER_ROOM_MESSAGES = ['dealRoom.owner', 'validation'] as const;
export const INVESTOR_ROOM_MESSAGES = ['dealRoom.investor', 'validation'] as const;
