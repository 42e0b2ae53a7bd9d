import { describe, expect, it } from 'vitest';
import { isChunkError } from '@/components/runtime/chunk-error-reload';

describe('chunk load failures', () => {
  it('recognises the errors a stale build produces', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkError(named)).toBe(true);
    expect(isChunkError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkError(new Error('Network error'))).toBe(false);
    expect(isChunkError(null)).toBe(false);
    expect(isChunkError('Loading chunk')).toBe(false);
  });
});
