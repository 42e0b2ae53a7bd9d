import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/components/ui/avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('omar al said')).toBe('O\u200cS');
    expect(initialsOf('  Layla  ')).toBe('L');
    expect(initialsOf('عمر التاجر')).toBe('ع\u200cا');
    expect(initialsOf('😀 Smile')).toBe('😀\u200cS');
    expect(initialsOf('   ')).toBe('?');
  });
});
