import { describe, expect, it } from 'vitest';
import {
  hasEmailAddress,
  hasPhoneNumber,
  isPriceOutlier,
  matchedWords,
  normalizeText,
  reviewModeOf,
  reviewWordsOf,
  textFlags,
} from '@/features/moderation/review-rules';
import { checkEnvironment } from '@/lib/config/check-env';

describe('LISTING_REVIEW and LISTING_REVIEW_WORDS', () => {
  it('reads the mode, off by default, and refuses anything else at start-up', () => {
    expect(reviewModeOf({})).toBe('off');
    expect(reviewModeOf({ LISTING_REVIEW: ' First ' })).toBe('first');
    expect(reviewModeOf({ LISTING_REVIEW: 'all' })).toBe('all');
    expect(reviewModeOf({ LISTING_REVIEW: 'yes' })).toBeNull();
    const refused = (env: Record<string, string>) =>
      checkEnvironment(env).errors.filter((error) => error.startsWith('LISTING_REVIEW'));
    expect(refused({ LISTING_REVIEW: 'sometimes' })).toHaveLength(1);
    expect(refused({ LISTING_REVIEW: 'sometimes', NODE_ENV: 'production' })).toHaveLength(1);
    expect(refused({ LISTING_REVIEW: 'first' })).toHaveLength(0);
  });

  it('splits the words on either comma and normalizes them', () => {
    expect(reviewWordsOf({ LISTING_REVIEW_WORDS: 'Casino, wire transfer ،قِمَار,, ' })).toEqual([
      'casino',
      'wire transfer',
      'قمار',
    ]);
    expect(reviewWordsOf({})).toEqual([]);
  });
});

describe('phone numbers', () => {
  it.each([
    'Call 0501234567 today',
    'WhatsApp +966 50 123 4567',
    'هاتف: ٠٥٠١٢٣٤٥٦٧',
    'اتصل ٠٥٠ ١٢٣ ٤٥٦٧',
    'Phone (050) 123-4567',
    'tel 050-123-4567',
    'Extended digits ۰۵۰۱۲۳۴۵۶۷',
    '+971 4 123 4567',
  ])('flags %s', (text) => {
    expect(hasPhoneNumber(text)).toBe(true);
  });

  it.each([
    'Price 1,500,000 SAR',
    'Asking 15 000 000',
    'Revenue 2,000,000 in 2023',
    'Founded 2019-2023',
    'Years 2019 2020 2021',
    'Area 12000 m2, 45 shops',
    'السعر ١٬٥٠٠٬٠٠٠ ريال',
    'Model 2021, 85000 km',
  ])('leaves %s alone', (text) => {
    expect(hasPhoneNumber(text)).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('flags an address, also spaced around the @', () => {
    expect(hasEmailAddress('write to sales@example.com')).toBe(true);
    expect(hasEmailAddress('راسلنا على owner.name @ mail.co')).toBe(true);
    expect(hasEmailAddress('Prices @ market rate. Call us.')).toBe(false);
  });
});

describe('listed words', () => {
  const words = reviewWordsOf({ LISTING_REVIEW_WORDS: 'casino,wire transfer,قمار,مضمونة,إيداع' });

  it('matches whole words only, Latin in any case', () => {
    expect(matchedWords('Best CASINO in town', words)).toEqual(['casino']);
    expect(matchedWords('Pay by Wire   Transfer only', words)).toEqual(['wire transfer']);
    expect(matchedWords('Casinos and wirelesstransfer', words)).toEqual([]);
  });

  it('normalizes Arabic: diacritics, tatweel, alef, yaa and taa marbuta forms', () => {
    expect(normalizeText('أرباحٌ مضمونـــة إلى')).toBe('ارباح مضمونه الي');
    expect(matchedWords('أرباح مَضْمُونَه', words)).toEqual(['مضمونه']);
    expect(matchedWords('صالة قِمـار', words)).toEqual(['قمار']);
    expect(matchedWords('يرجى الايداع أولاً', words)).toEqual([]);
    expect(matchedWords('يرجى ايداع مبلغ', words)).toEqual(['ايداع']);
  });

  it('collects the flags of a listing text, in a stable order', () => {
    expect(textFlags(['Casino for sale', 'mail me: a@b.io or 0501234567'], words)).toEqual([
      'phone',
      'email',
      'word',
    ]);
    expect(textFlags(['A quiet café', 'Price 250,000'], words)).toEqual([]);
  });
});

describe('prices far from the median', () => {
  it('flags more than ten times the median or less than a tenth of it', () => {
    expect(isPriceOutlier(1_000_001, 100_000)).toBe(true);
    expect(isPriceOutlier(9_999, 100_000)).toBe(true);
    expect(isPriceOutlier(1_000_000, 100_000)).toBe(false);
    expect(isPriceOutlier(10_000, 100_000)).toBe(false);
    expect(isPriceOutlier(5, 0)).toBe(false);
  });
});
