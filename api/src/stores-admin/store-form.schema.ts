import { z } from 'zod';
import { SOURCE_KINDS } from '@hardprecios/core/db/schema';
import { READER_NAMES } from '@hardprecios/core/readers/reader-names';
import { recipeSchema } from '@hardprecios/core/readers/recipe-schema';
import {
  MAX_AUTHORIZED_EMAILS,
  STORE_FORM_MESSAGES,
  isEmail,
  isStoreUrl,
  urlFormatEditMessage,
} from '@hardprecios/core/stores/store-form-rules';

/**
 * The store form as the back office sends it (multipart strings, or JSON for reactivation), validated
 * with the spec's Spanish messages. Create checks every rule of the form; edit checks the fields it
 * receives, so a reactivation ({ estadoId, provinciaId }) or a partial edit passes.
 */

export const STORE_MESSAGES = STORE_FORM_MESSAGES;

const PROVINCES = 24;

/** The host a store URL is stored as: no scheme, no trailing slash, lower case. */
export function storeHost(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')
    .toLowerCase();
}

const text = (max: number) => z.string().trim().max(max);

const storeUrl = (mode: 'create' | 'edit') =>
  z
    .string({ error: STORE_MESSAGES.urlRequired })
    .trim()
    .min(1, STORE_MESSAGES.urlRequired)
    .max(300, STORE_MESSAGES.urlFormatCreate)
    .superRefine((value, ctx) => {
      if (isStoreUrl(value)) return;
      const message = mode === 'create' ? STORE_MESSAGES.urlFormatCreate : urlFormatEditMessage(value);
      ctx.addIssue({ code: 'custom', message });
    })
    .transform(storeHost);

const provinceId = z.coerce
  .number({ error: STORE_MESSAGES.provinceRequired })
  .int(STORE_MESSAGES.provinceRequired)
  .min(1, STORE_MESSAGES.provinceRequired)
  .max(PROVINCES, STORE_MESSAGES.provinceRequired);

/** 'a@x.com,b@y.com' (the form's comma-joined list) or an array; trimmed, lower-cased, deduplicated. */
const emailList = (required: boolean) =>
  z
    .union([z.string().max(2000), z.array(z.string().max(320)).max(10)], {
      error: STORE_MESSAGES.authorizedRequired,
    })
    .transform((value) => {
      const list = (Array.isArray(value) ? value : value.split(','))
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean);
      return [...new Set(list)];
    })
    .superRefine((emails, ctx) => {
      if (required && emails.length === 0)
        ctx.addIssue({ code: 'custom', message: STORE_MESSAGES.authorizedRequired });
      else if (emails.some((e) => !isEmail(e)))
        ctx.addIssue({ code: 'custom', message: STORE_MESSAGES.emailInvalid });
      else if (emails.length > MAX_AUTHORIZED_EMAILS)
        ctx.addIssue({ code: 'custom', message: STORE_MESSAGES.authorizedMax });
    });

const contactEmail = text(320).refine((v) => v === '' || isEmail(v), STORE_MESSAGES.emailInvalid);

/** The recipe arrives as JSON text in a multipart form; '' clears it. */
const recipe = z
  .union([z.string().max(200_000), z.record(z.string(), z.unknown())])
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'La receta debe ser JSON válido' });
      return z.NEVER;
    }
  })
  .pipe(recipeSchema.nullable());

/** Where the reader reads from when it is not the store's public URL ('' clears it). */
const readUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
    'La URL de lectura debe empezar con http:// o https://',
  )
  .transform((v) => v || null);

const common = {
  sucursal: text(200).optional(),
  correoContacto: contactEmail.optional(),
  tipo: text(50).optional(),
  direccion: text(300).optional(),
  descripcion: text(5000).optional(),
  horarios: text(300).optional(),
  estadoId: z.coerce.number().int().min(1).max(2).optional(),
  origen: z.enum(SOURCE_KINDS).optional(),
  lector: z.enum(['auto', ...READER_NAMES]).optional(),
  receta: recipe.optional(),
  urlLectura: readUrl.optional(),
};

/** Field order follows the form, so the first message is the one the form would show first. */
export const createStoreSchema = z.object({
  nombre: z
    .string({ error: STORE_MESSAGES.nameRequired })
    .trim()
    .min(1, STORE_MESSAGES.nameRequired)
    .max(200),
  url: storeUrl('create'),
  logo: z.literal(true, { error: STORE_MESSAGES.logoRequired }),
  provinciaId: provinceId,
  contacto: z
    .string({ error: STORE_MESSAGES.phoneRequired })
    .trim()
    .min(1, STORE_MESSAGES.phoneRequired)
    .max(100),
  correosAutorizados: emailList(true),
  ...common,
});
export type CreateStoreInput = z.output<typeof createStoreSchema>;

export const updateStoreSchema = z.object({
  nombre: z.string().trim().min(1, STORE_MESSAGES.nameRequired).max(200).optional(),
  url: storeUrl('edit').optional(),
  logo: z.literal(true).optional(),
  provinciaId: provinceId.optional(),
  contacto: text(100).optional(),
  // Authorized e-mails cannot be removed in the edit form; an empty list leaves them as they are.
  correosAutorizados: emailList(false).optional(),
  ...common,
});
export type UpdateStoreInput = z.output<typeof updateStoreSchema>;
