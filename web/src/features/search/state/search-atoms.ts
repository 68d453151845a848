import { atom } from 'jotai';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';

/** Page size the shopper picked (12, 24, 48); narrow screens override it (lib/page-size). */
export const chosenPageSizeAtom = atom<number>(DEFAULT_PAGE_SIZE);

/** Whether the mobile 'Filtros' modal is open. */
export const filtersModalOpenAtom = atom(false);
