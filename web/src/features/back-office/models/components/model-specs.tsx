import { useState } from 'react';
import type { SpecValue } from '../../../../api/types';
import { formatSpecValue, SPEC_LABELS, specSourceLabel } from '../../../specs/lib/spec-labels';
import type { AdminModelDetail, SpecKind } from '../api/admin-model';
import { useCorrectSpec } from '../api/decide-models';

export const MODEL_SPECS_TEXT = {
  title: 'Especificaciones',
  none: 'Este modelo no es una pieza de las que leemos (o sus tiendas no coinciden en el tipo): no tiene especificaciones.',
  key: 'Especificación',
  value: 'Valor',
  source: 'Fuente',
  save: 'Guardar corrección',
  hide: 'Ocultar valor',
  corrections: 'Correcciones',
  noValue: 'sin valor',
  hidden: 'ocultó el valor',
  invalid: 'Valor inválido para esta especificación',
} as const;

/** The operator's text as a value of the key's kind (undefined: not a valid one). */
export function parseSpecInput(kind: SpecKind, text: string): SpecValue | undefined {
  const t = text.trim();
  if (kind === 'number') {
    const n = Number(t.replace(',', '.'));
    return t !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
  }
  if (kind === 'boolean') return /^s[ií]$/i.test(t) ? true : /^no$/i.test(t) ? false : undefined;
  if (kind === 'list') {
    const items = t
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return items.length ? items : undefined;
  }
  return t === '' ? undefined : t;
}

const HINT: Record<SpecKind, string> = {
  text: 'Texto, p. ej. AM4',
  number: 'Número, en la unidad de la clave',
  boolean: 'Sí o No',
  list: 'Valores separados por comas',
};

/** A model's specs with their sources; the operator corrects or hides one value (stored and audited). */
export function ModelSpecs({ id, model }: { id: number; model: AdminModelDetail }) {
  const specs = model.especificaciones;
  const correct = useCorrectSpec(id);
  const keys = specs ? Object.keys(specs.claves) : [];
  const [key, setKey] = useState(keys[0] ?? '');
  const [text, setText] = useState('');
  if (!specs) {
    return (
      <>
        <h2>{MODEL_SPECS_TEXT.title}</h2>
        <p className="empty-text">{MODEL_SPECS_TEXT.none}</p>
      </>
    );
  }
  const kind = specs.claves[key] ?? 'text';
  const value = parseSpecInput(kind, text);
  const label = (k: string) => SPEC_LABELS[k] ?? k;
  return (
    <>
      <h2>
        {MODEL_SPECS_TEXT.title} ({specs.tipoPieza})
      </h2>
      <table className="bo-table" aria-label={MODEL_SPECS_TEXT.title}>
        <thead>
          <tr>
            <th scope="col">{MODEL_SPECS_TEXT.key}</th>
            <th scope="col">{MODEL_SPECS_TEXT.value}</th>
            <th scope="col">{MODEL_SPECS_TEXT.source}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k}>
              <th scope="row">{label(k)}</th>
              <td>
                {specs.valores[k] === undefined
                  ? MODEL_SPECS_TEXT.noValue
                  : formatSpecValue(k, specs.valores[k]!)}
              </td>
              <td>
                {specs.fuentes[k] === undefined ? '—' : specSourceLabel(specs.fuentes[k])}
                {specs.fuentes[k]?.startsWith('opendb:') && ` (${specs.fuentes[k]!.slice('opendb:'.length)})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="bo-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (value !== undefined)
            correct.mutate({ clave: key, valor: value }, { onSuccess: () => setText('') });
        }}
      >
        <label>
          {MODEL_SPECS_TEXT.key}{' '}
          <select value={key} onChange={(e) => setKey(e.target.value)}>
            {keys.map((k) => (
              <option key={k} value={k}>
                {label(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {MODEL_SPECS_TEXT.value}{' '}
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={HINT[kind]}
            aria-invalid={text !== '' && value === undefined}
          />
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={value === undefined || correct.isPending}
        >
          {MODEL_SPECS_TEXT.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={specs.valores[key] === undefined || correct.isPending}
          onClick={() => correct.mutate({ clave: key, valor: null })}
        >
          {MODEL_SPECS_TEXT.hide}
        </button>
      </form>
      {(model.correccionesEspecificaciones ?? []).length > 0 && (
        <>
          <h3>{MODEL_SPECS_TEXT.corrections}</h3>
          <ul className="bo-decisions">
            {model.correccionesEspecificaciones!.map((c, i) => (
              <li key={i}>
                <time dateTime={c.decididoEn}>{new Date(c.decididoEn).toLocaleString('es-AR')}</time> —{' '}
                {c.decididoPor}: {label(c.clave)}{' '}
                {c.valor === null ? MODEL_SPECS_TEXT.hidden : `→ ${formatSpecValue(c.clave, c.valor)}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
