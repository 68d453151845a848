import { useState } from 'react';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession } from '../../session/back-office-session';

interface PreviewResult {
  lector: string;
  encontrados: number;
  errores: number;
  problemas: string[];
  productos: { nombre: string; precio: number; moneda: string; url: string }[];
  /** Set when the URL was a product page and only it was read. */
  nota?: string;
}

const price = (amount: number, currency: string) =>
  `${currency === 'USD' ? 'U$S' : '$'} ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(Math.floor(amount))}`;

/**
 * 'Probar lectura': reads the first pages of the site with the workers' readers (nothing is saved) and
 * shows what they found, so an admin can check the reader before the first update.
 */
export function ReadPreview({ url, lector, receta }: { url: string; lector: string; receta: string }) {
  const { request } = useBackOfficeSession();
  const [result, setResult] = useState<PreviewResult>();
  const action = useAction((body: unknown) =>
    request<{ data: PreviewResult }>(adminApiPaths.readPreview, { method: 'POST', json: body }),
  );
  const run = () => {
    let recipe: unknown;
    if (lector === 'recipe' && receta.trim()) {
      try {
        recipe = JSON.parse(receta);
      } catch {
        recipe = receta;
      }
    }
    setResult(undefined);
    action.mutate(
      { url, lector, ...(recipe !== undefined ? { receta: recipe } : {}) },
      { onSuccess: (answer) => setResult(answer.data) },
    );
  };
  return (
    <div className="bo-preview">
      <button type="button" className="button" onClick={run} disabled={!url.trim() || action.isPending}>
        {action.isPending ? 'Leyendo...' : 'Probar lectura'}
      </button>
      {action.error && (
        <p role="alert" className="bo-field__error">
          {action.error.message}
        </p>
      )}
      {result && (
        <div role="status" aria-label="Resultado de la lectura">
          <p>
            Lector {result.lector}: {result.encontrados} productos leídos
            {result.errores > 0 ? `, ${result.errores} con problemas` : ''}.
          </p>
          {result.nota && <p>Nota: {result.nota}.</p>}
          <ul>
            {result.productos.slice(0, 10).map((p) => (
              <li key={p.url}>
                {p.nombre} — {price(p.precio, p.moneda)}
              </li>
            ))}
          </ul>
          {result.problemas.length > 0 && (
            <ul aria-label="Problemas de lectura">
              {result.problemas.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
