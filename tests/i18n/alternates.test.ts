import { describe, expect, it } from 'vitest';
import { languageAlternates } from '@/lib/i18n/metadata';

describe('languageAlternates', () => {
  it('names each language and the unprefixed x-default', () => {
    expect(languageAlternates('https://fursa.example', '/about-us')).toEqual({
      en: 'https://fursa.example/en/about-us',
      ar: 'https://fursa.example/ar/about-us',
      'x-default': 'https://fursa.example/about-us',
    });
  });

  it('sends the home page x-default to the root', () => {
    expect(languageAlternates('', '')).toEqual({ en: '/en', ar: '/ar', 'x-default': '/' });
  });
});
