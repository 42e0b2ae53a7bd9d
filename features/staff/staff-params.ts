/**
 * Reading a staff list's address: its search parameters are whatever the visitor typed, so each
 * is taken once, bounded, and checked against what the list knows.
 */
type Param = string | string[] | undefined;

/** The first value, trimmed and at most `max` characters ('' when absent). */
export function textParam(value: Param, max = 100): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim().slice(0, max);
}

/** The value when it is one of `allowed`, else undefined. */
export function choiceParam<T extends string>(value: Param, allowed: readonly T[]): T | undefined {
  const text = textParam(value);
  return (allowed as readonly string[]).includes(text) ? (text as T) : undefined;
}
