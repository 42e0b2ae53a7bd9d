// Vitest runs outside React's server condition, where the real 'server-only' throws on import.
export {};
