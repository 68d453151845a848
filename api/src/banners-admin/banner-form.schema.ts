import { z } from 'zod';
import { BANNER_KINDS } from '@hardprecios/core/db/schema';

/** Open-ended banners run until this day. */
export const NO_END_DATE = '9999-12-31';

/** Today in Argentina (banner windows are whole local days). */
export function argentinaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(now);
}

/** '2024/11/25' (what the back office sends), '2024-11-25' or a full ISO timestamp → '2024-11-25'. */
const day = (label: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx): string | undefined => {
      if (value === '') return undefined;
      const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[T ].*)?$/.exec(value);
      const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
      const parsed = match ? new Date(Date.UTC(year!, month! - 1, date!)) : undefined;
      if (!parsed || parsed.getUTCMonth() !== month! - 1 || parsed.getUTCDate() !== date) {
        ctx.addIssue({ code: 'custom', message: `${label} inválida: use AAAA/MM/DD` });
        return z.NEVER;
      }
      return parsed.toISOString().slice(0, 10);
    });

export const bannerFormSchema = z
  .object({
    fechaInicio: day('Fecha de inicio').optional(),
    fechaVigencia: day('Fecha de vigencia').optional(),
  })
  .transform((form) => ({
    startsOn: form.fechaInicio ?? argentinaToday(),
    endsOn: form.fechaVigencia ?? NO_END_DATE,
  }))
  .refine((form) => form.startsOn <= form.endsOn, {
    message: 'La fecha de vigencia no puede ser anterior a la fecha de inicio',
    path: ['fechaVigencia'],
  });
export type BannerFormInput = z.output<typeof bannerFormSchema>;

export const bannerListQuery = z.object({ tipo: z.enum(BANNER_KINDS).optional() });
