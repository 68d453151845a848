import { describe, expect, it } from 'vitest';
import { englishIn } from './english-text';

describe('finding English in error messages', () => {
  it.each([
    "Parámetro inválido 'page' (consulta): Invalid input: expected number, received NaN",
    'Formulario inválido: Unexpected end of form',
    'Multipart: Boundary not found',
    'Invalid input',
    'Too many parts',
    'Field value too long',
    'Key (store_id, listing_key)=(1, x) already exists and is not allowed',
  ])('finds it in %j', (message) => {
    expect(englishIn(message)).toBeDefined();
  });

  it.each([
    "Parámetro inválido 'page' (consulta): debe ser un número",
    'El formulario no se pudo leer: el cuerpo multipart/form-data está mal formado o incompleto',
    "Parámetro inválido 'requests.0.params.query' (cuerpo): puede tener hasta 200 caracteres",
    'No existe GET /api/the-invalid-path/is/not/found',
    "filtro desconocido 'the value was invalid' (atributos: categoria, tienda, provincia)",
    'El servicio no está disponible en este momento; probá de nuevo en unos segundos',
    "Enviá la planilla como multipart/form-data en el campo 'archivo'",
    'Sesión inválida o expirada',
  ])('finds none in %j', (message) => {
    expect(englishIn(message)).toBeUndefined();
  });
});
