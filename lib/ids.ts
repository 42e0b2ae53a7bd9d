/** The one spelling of a UUID (any case): ids in paths, cookies, forms and channel names. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
