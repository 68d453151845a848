import { z } from 'zod';
import { argentinaDay, isDay, lastDays } from '@hardprecios/core/stats/argentina-day';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@hardprecios/core/text/control-characters';
import { freeText } from '@hardprecios/core/validation/free-text';

// ---------------------------------------------------------------- writes (public)

const id = z.coerce
  .number({ error: 'debe ser un número' })
  .int('debe ser un entero')
  .positive('debe ser positivo')
  .max(2_147_483_647, 'es demasiado grande');
const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, id.optional());
/** What a browser says about itself is free text: control characters are dropped, not refused. */
const shortText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), freeText(z.string().trim().max(max)));

/** Query strings and fragments can carry personal data (tokens, e-mails); only the page is kept. */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0]!;

export const webVisitBody = z
  .object({
    urlVisitada: z
      .string({ error: 'es obligatoria' })
      .trim()
      .min(1, 'es obligatoria')
      .max(2048)
      .refine((url) => !hasControlCharacters(url), CONTROL_CHARACTERS_MESSAGE),
    metadata: z
      .object({ navegador: shortText(200), sistemaOperativo: shortText(200) })
      .optional()
      .default({ navegador: '', sistemaOperativo: '' }),
  })
  .transform((b) => ({
    url: withoutQuery(b.urlVisitada),
    browser: b.metadata.navegador,
    os: b.metadata.sistemaOperativo,
  }));

/** A product detail visit, or a redirect to the store ('Ver producto en tienda'). */
export const productEventBody = z
  .object({ productoId: id, tiendaId: optionalId })
  .transform((b) => ({ productId: b.productoId, storeId: b.tiendaId ?? null }));

export const storeVisitBody = z.object({ tiendaId: id }).transform((b) => ({ storeId: b.tiendaId }));

export const categoryAccessBody = z
  .object({ categoriaId: id.max(32_767, 'no es una categoría') })
  .transform((b) => ({ categoryId: b.categoriaId }));

export const searchBody = z
  .object({
    // Search words are free text: control characters are dropped, not refused.
    query: freeText(z.string({ error: 'es obligatoria' }).trim().min(1, 'es obligatoria').max(200)),
    cantidadResultados: z.coerce.number().int().min(0).max(100_000_000),
  })
  .transform((b) => ({ query: b.query, resultCount: b.cantidadResultados }));

// ---------------------------------------------------------------- reads (fullAdmin)

/** Earliest start of the summaries, the ranking and the featured list (spec section 9). */
export const SUMMARY_SINCE = '2024-11-01';
/** Earliest start of the store and category charts (spec section 5). */
export const CHART_SINCE = '2024-11-30';

const day = z
  .string({ error: (i) => (i.input === undefined ? 'es obligatoria (AAAA-MM-DD)' : 'debe ser texto') })
  .refine(isDay, 'debe ser una fecha válida con formato AAAA-MM-DD');

/**
 * fechaInicio and fechaFin as Argentina days; fechaFin is exclusive (the client sends the day after the
 * last one it wants).
 */
export function dateRangeQuery(since: string) {
  return z
    .object({ fechaInicio: day, fechaFin: day })
    .superRefine(({ fechaInicio, fechaFin }, ctx) => {
      if (fechaInicio < since)
        ctx.addIssue({ code: 'custom', path: ['fechaInicio'], message: `no puede ser anterior a ${since}` });
      else if (fechaInicio > argentinaDay(new Date()))
        ctx.addIssue({ code: 'custom', path: ['fechaInicio'], message: 'no puede ser posterior a hoy' });
      else if (fechaFin <= fechaInicio)
        ctx.addIssue({
          code: 'custom',
          path: ['fechaFin'],
          message: 'debe ser posterior a fechaInicio (se envía el día siguiente al último consultado)',
        });
    })
    .transform((q) => ({ start: q.fechaInicio, end: q.fechaFin }));
}

export const summaryRangeQuery = dateRangeQuery(SUMMARY_SINCE);
export const chartRangeQuery = dateRangeQuery(CHART_SINCE);

export const rankingQuery = z
  .object({
    limite: z.coerce
      .number()
      .int('debe ser un entero')
      .min(1, 'debe ser al menos 1')
      .max(100, 'no puede ser mayor que 100')
      .default(10),
  })
  .and(summaryRangeQuery);

/** Daily visits chart: the last 15 days, or the range given. */
export const DAILY_CHART_DAYS = 15;
export const dailyVisitsQuery = z
  .object({ fechaInicio: z.string().optional(), fechaFin: z.string().optional() })
  .transform((q, ctx) => {
    if (q.fechaInicio === undefined && q.fechaFin === undefined) return lastDays(DAILY_CHART_DAYS);
    const parsed = summaryRangeQuery.safeParse(q);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  });
