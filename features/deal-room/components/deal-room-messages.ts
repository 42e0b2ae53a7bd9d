/**
 * The messages the deal room's client components need in the browser (lib/i18n/client-messages.ts):
 * each page wraps its islands in a ClientMessages with these, the room's refusals included.
 */
export const OWNER_ROOM_MESSAGES = ['dealRoom.owner', 'validation', 'errors.dealRoom'] as const;
export const INVESTOR_ROOM_MESSAGES = [
  'dealRoom.investor',
  'validation',
  'errors.dealRoom',
] as const;
