const READS = [
  '/contar-visitas-web',
  '/contar-redirecciones',
  '/productos-mas-buscados',
  '/busquedas-fechas',
  '/visitas-diarias',
  '/categorias/obtener_accesos',
  '/tiendas-mas-buscadas',
];
const WARM_UP = 3;
const RUNS = 30;

export interface ReadTiming {
  path: string;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const ms = (n: number) => Number(n.toFixed(1));

/** Each read endpoint over the range, over HTTP as the back office calls it, one request at a time. */
export async function timeReads(
  baseUrl: string,
  token: string,
  range: { fechaInicio: string; fechaFin: string },
): Promise<ReadTiming[]> {
  const timings: ReadTiming[] = [];
  for (const path of READS) {
    const url = `${baseUrl}/api/estadisticas${path}?${new URLSearchParams(range)}`;
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.json();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (i >= WARM_UP) samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    timings.push({
      path,
      medianMs: ms(at(samples, 0.5)),
      p95Ms: ms(at(samples, 0.95)),
      maxMs: ms(at(samples, 1)),
    });
  }
  return timings;
}
