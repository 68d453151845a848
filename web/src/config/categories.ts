/** The fixed category list (spec section 3); id is the server id, images ship in web/public. */
export interface Category {
  id: number;
  localId: string;
  title: string;
  imageSrc: string;
}

const entries: Array<[number, string, string]> = [
  [1, 'mothers', 'Mothers'],
  [2, 'procesadores', 'Procesadores'],
  [3, 'placas-de-video', 'Placas de video'],
  [4, 'monitores', 'Monitores'],
  [5, 'perifericos', 'Periféricos'],
  [6, 'almacenamiento', 'Almacenamiento'],
  [7, 'fuentes', 'Fuentes'],
  [8, 'memorias-ram', 'Memorias Ram'],
  [9, 'gabinetes', 'Gabinetes'],
  [10, 'refrigeracion', 'Refrigeración'],
  [11, 'otras', 'Otras'],
  [12, 'sin-categoria', 'Sin Categoria'],
];

export const CATEGORIES: readonly Category[] = entries.map(([id, localId, title]) => ({
  id,
  localId,
  title,
  imageSrc: `/categories/${localId}.svg`,
}));

export function findCategoryById(id: number | string | undefined): Category | undefined {
  if (id === undefined || id === '') return undefined;
  return CATEGORIES.find((c) => c.id === Number(id));
}

export function findCategoryByTitle(title: string | undefined): Category | undefined {
  return title === undefined ? undefined : CATEGORIES.find((c) => c.title === title);
}
