import { READER_OPTIONS, type SourceKind } from '../api/admin-store';
import { FormField } from './form-field';
import { ReadPreview } from './read-preview';
import { SpreadsheetImport } from './spreadsheet-import';

export interface ReadingValues {
  origen: SourceKind;
  lector: string;
  urlLectura: string;
  receta: string;
}

/**
 * How the catalog is read: the store's site (a reader detected or chosen, optionally another URL, a CSS
 * recipe for the 'recipe' reader) or spreadsheets (upload, once the store exists).
 */
export function ReadingSettings({
  values,
  onChange,
  storeId,
  storeUrl,
}: {
  values: ReadingValues;
  onChange: (patch: Partial<ReadingValues>) => void;
  storeId?: number;
  /** The store's own URL: read when no other reading URL is given. */
  storeUrl: string;
}) {
  const radio = (value: SourceKind, label: string) => (
    <label className="bo-check">
      <input
        type="radio"
        name="origen"
        value={value}
        checked={values.origen === value}
        onChange={() => onChange({ origen: value })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="bo-reading">
      <legend>Lectura del catálogo</legend>
      <div className="bo-inline">
        {radio('site', 'Sitio web de la tienda')}
        {radio('spreadsheet', 'Planilla')}
      </div>
      {values.origen === 'site' ? (
        <>
          <FormField label="Lector">
            {(control) => (
              <select
                {...control}
                value={values.lector}
                onChange={(e) => onChange({ lector: e.target.value })}
              >
                {READER_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="URL de lectura (opcional)"
            hint="Si el catálogo está en otra dirección que la URL de la tienda."
          >
            {(control) => (
              <input
                {...control}
                type="url"
                value={values.urlLectura}
                placeholder="https://tienda.com.ar/productos"
                onChange={(e) => onChange({ urlLectura: e.target.value })}
              />
            )}
          </FormField>
          {values.lector === 'recipe' && (
            <FormField label="Receta (JSON)">
              {(control) => (
                <textarea
                  {...control}
                  rows={6}
                  value={values.receta}
                  onChange={(e) => onChange({ receta: e.target.value })}
                />
              )}
            </FormField>
          )}
          <ReadPreview url={values.urlLectura || storeUrl} lector={values.lector} receta={values.receta} />
        </>
      ) : storeId ? (
        <SpreadsheetImport storeId={storeId} />
      ) : (
        <p className="bo-field__hint">Guardá la tienda para poder importar su planilla.</p>
      )}
    </fieldset>
  );
}
