import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

function flatten(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  // Top-level ICU arguments only ({name}, {count, plural, ...}); nested plural text is not an arg.
  const names = new Set<string>();
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (text[i] === '}') {
      depth--;
      if (depth === 0 && start >= 0) names.add(text.slice(start, i).split(',')[0]!.trim());
    }
  }
  return [...names].sort();
}

function lookup(obj: Record<string, unknown>, key: string): string {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
}

describe('messages', () => {
  const enKeys = flatten(en);
  const arKeys = flatten(ar);

  it('en and ar carry the same keys', () => {
    expect(arKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !arKeys.includes(k))).toEqual([]);
  });

  it('every message uses the same variables in both languages', () => {
    const mismatched = enKeys.filter(
      (k) => placeholders(lookup(en, k)).join() !== placeholders(lookup(ar, k) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('no message is empty', () => {
    expect(enKeys.filter((k) => !lookup(en, k)?.trim())).toEqual([]);
    expect(arKeys.filter((k) => !lookup(ar, k)?.trim())).toEqual([]);
  });
});
