import { z } from 'zod';
import { AD_CATEGORIES, CITIES } from '@/features/listings/taxonomy';
import { requiredString, v } from '@/lib/validation/rules';
import { choice, moneyInput, optionalMoney } from './listing-fields';

/** The advertisement form (add and edit), checked in the browser and again by its actions. */
export const advertisementSchema = z.object({
  title: requiredString(v.min(5), v.max(120)),
  description: requiredString(v.min(20), v.max(5000)),
  category: choice(AD_CATEGORIES),
  city: choice(CITIES),
  /** Major units as typed ("1,250.50"); the output is minor units or null. */
  price: optionalMoney(),
});

export type AdvertisementFormInput = z.input<typeof advertisementSchema>;
export type AdvertisementData = z.output<typeof advertisementSchema>;

export const EMPTY_ADVERTISEMENT: AdvertisementFormInput = {
  title: '',
  description: '',
  category: '',
  city: '',
  price: '',
};

/** A stored advertisement as the edit form's starting values. */
export function advertisementFormValues(ad: {
  title: string;
  description: string;
  category: string;
  city: string;
  priceMinor: number | null;
}): AdvertisementFormInput {
  return {
    title: ad.title,
    description: ad.description,
    category: ad.category,
    city: ad.city,
    price: moneyInput(ad.priceMinor),
  };
}
