/** The 24 provinces, fixed (spec section 3). */
export const PROVINCES: ReadonlyArray<{ id: number; nombre: string }> = [
  'CABA',
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Rios',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Rio Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
].map((nombre, index) => ({ id: index + 1, nombre }));

export function provinceName(id: number | null | undefined): string | undefined {
  return PROVINCES.find((p) => p.id === id)?.nombre;
}
