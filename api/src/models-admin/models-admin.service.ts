import { AppError } from '@hardprecios/core/errors/app-error';
import type { Db } from '@hardprecios/core/db/client';
import { mergeModels, splitListing } from '@hardprecios/core/models/model-decisions';
import { getModelDetail, listingIdsOf, listModels } from '@hardprecios/core/models/models-admin.repository';
import type { SearchRuntime } from '../search/search-runtime';
import { toAdminModel, toAdminModelDetail } from './models-admin.mapper';
import type { ModelListQuery, SpecCorrectionBody } from './models-admin.schema';
import { findModelSpecs } from '@hardprecios/core/models/specs/model-specs.repository';
import { correctModelSpec, listSpecCorrections } from '@hardprecios/core/models/specs/spec-corrections';
import { isPartCategory, SPEC_KEYS } from '@hardprecios/core/models/specs/spec-keys';

export const MODEL_ADMIN_MESSAGES = {
  split: 'El listado quedó en un modelo propio.',
  merged: 'Modelos unidos.',
  specCorrected: 'Especificación corregida.',
} as const;

/** The back office's model pages: search, look, split a listing out, merge two models. */
export function modelsAdminService(db: Db, runtime: Pick<SearchRuntime, 'engine' | 'forgetModelFacts'>) {
  const { engine } = runtime;
  async function detail(id: number) {
    const model = await getModelDetail(db, id);
    if (!model) throw new AppError('not_found', `No existe el modelo ${id}`);
    const specs = await findModelSpecs(db, id);
    return {
      ...toAdminModelDetail(model),
      especificaciones: specs && {
        tipoPieza: specs.categoria,
        valores: specs.especificaciones,
        fuentes: specs.fuentes,
        opendb: specs.opendb,
        // The keys an operator may set for this part type, and the kind of value each takes.
        claves: isPartCategory(specs.categoria) ? SPEC_KEYS[specs.categoria] : {},
      },
      correccionesEspecificaciones: (await listSpecCorrections(db, id)).map((c) => ({
        clave: c.key,
        valor: c.value,
        decididoPor: c.decidedBy,
        decididoEn: c.decidedAt,
      })),
    };
  }

  return {
    async list({ q, page, limit }: ModelListQuery) {
      const { models, total } = await listModels(db, { query: q, offset: (page - 1) * limit, limit });
      const totalPages = Math.ceil(total / limit);
      return { data: models.map(toAdminModel), currentPage: page, totalPages, totalItems: total };
    },

    detail,

    async split(modelId: number, productId: number, decidedBy: string) {
      const { modelId: newId } = await splitListing(db, { modelId, productId, decidedBy });
      // Results group by model: the engine forgets (or re-reads) what it holds of both.
      await engine.syncProducts(await listingIdsOf(db, [modelId, newId]));
      runtime.forgetModelFacts();
      return { data: { modeloId: newId }, message: MODEL_ADMIN_MESSAGES.split };
    },

    async correctSpec(modelId: number, body: SpecCorrectionBody, decidedBy: string) {
      const specs = await correctModelSpec(db, { modelId, key: body.clave, value: body.valor, decidedBy });
      runtime.forgetModelFacts(); // spec filters read the corrected value
      return {
        data: { modeloId: modelId, especificaciones: specs.especificaciones, fuentes: specs.fuentes },
        message: MODEL_ADMIN_MESSAGES.specCorrected,
      };
    },

    async merge(intoId: number, fromId: number, decidedBy: string) {
      const { moved } = await mergeModels(db, { intoId, fromId, decidedBy });
      await engine.syncProducts(await listingIdsOf(db, [intoId]));
      runtime.forgetModelFacts();
      return { data: { modeloId: intoId, movidos: moved }, message: MODEL_ADMIN_MESSAGES.merged };
    },
  };
}
