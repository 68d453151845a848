import { atom } from 'jotai';

/** What the header input holds while on /stores: filters stores by name as the user types. */
export const storeKeySearchAtom = atom('');

/** Province chosen in the stores page filter (a province id), or null for all. */
export const selectedProvinceByStoreAtom = atom<number | null>(null);
