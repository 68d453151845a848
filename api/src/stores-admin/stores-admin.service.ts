import type { Db } from '@hardprecios/core/db/client';
import { AppError } from '@hardprecios/core/errors/app-error';
import { refreshStoreSearchDocuments } from '@hardprecios/core/search/search-documents.repository';
import { findAuthorizedEmailsInUse } from '@hardprecios/core/stores/stores-admin.repository';
import {
  getStore,
  insertStore,
  listStores,
  STORE_STATUS,
  updateStore as updateStoreRow,
  type NewStore,
  type StoreRow,
  type StoreWithNames,
} from '@hardprecios/core/stores/stores.repository';
import { revokeStoreAdminSessions, type UserRow } from '@hardprecios/core/users/users.repository';
import { assertCanManageStore } from '../auth/auth.middleware';
import { IMAGE_PRESETS, processImage } from '../uploads/image-processing';
import type { ImageStorage } from '../uploads/image-storage';
import type { CreateStoreInput, UpdateStoreInput } from './store-form.schema';

export interface StoresAdminDeps {
  db: Db;
  images: ImageStorage;
}

export const STORE_ADMIN_MESSAGES = {
  created: 'Tienda creada con Éxito',
  updated: 'Tienda actualizada con Éxito',
  restored: 'Tienda restaurada con Éxito',
  suspended: 'Tienda suspendida con Éxito',
  notFound: 'Tienda no encontrada',
} as const;

/** A fullAdmin sees every store (suspended too); a storeAdmin only their own. */
export async function listManagedStores(db: Db, user: UserRow): Promise<StoreWithNames[]> {
  if (user.role === 'fullAdmin') return listStores(db);
  const own = user.storeId === null ? undefined : await getStore(db, user.storeId);
  return own ? [own] : [];
}

export async function getManagedStore(db: Db, user: UserRow, id: number): Promise<StoreWithNames> {
  assertCanManageStore(user, id);
  return mustExist(await getStore(db, id));
}

export async function createStore(
  { db, images }: StoresAdminDeps,
  input: CreateStoreInput,
  logo: Buffer,
): Promise<StoreWithNames> {
  await assertEmailsFree(db, input.correosAutorizados);
  const logoUrl = await images.save(await processImage(logo, IMAGE_PRESETS.logo), IMAGE_PRESETS.logo.folder);
  try {
    const row = await insertStore(db, {
      ...toColumns(input, {}),
      statusId: input.estadoId ?? STORE_STATUS.active,
      logo: logoUrl,
    } as NewStore);
    return mustExist(await getStore(db, row.id));
  } catch (err) {
    await images.remove(logoUrl);
    throw err;
  }
}

/**
 * Edits a store (a storeAdmin only their own), or reactivates / suspends it via `estadoId`
 * (fullAdmin only). Keeps search documents and sessions in step with what changed.
 */
export async function updateStore(
  { db, images }: StoresAdminDeps,
  user: UserRow,
  id: number,
  input: UpdateStoreInput,
  logo?: Buffer,
): Promise<{ store: StoreWithNames; message: string }> {
  assertCanManageStore(user, id);
  const before = mustExist(await getStore(db, id));
  if (input.estadoId !== undefined && input.estadoId !== before.statusId && user.role !== 'fullAdmin')
    throw new AppError('forbidden', 'Solo un administrador general puede suspender o reactivar tiendas');
  const emails = input.correosAutorizados?.length ? input.correosAutorizados : undefined;
  if (emails) await assertEmailsFree(db, emails, id);

  const logoUrl = logo
    ? await images.save(await processImage(logo, IMAGE_PRESETS.logo), IMAGE_PRESETS.logo.folder)
    : undefined;
  const patch: Partial<NewStore> = {
    ...toColumns({ ...input, correosAutorizados: emails }, before.readerSettings),
    ...(input.estadoId !== undefined ? { statusId: input.estadoId } : {}),
    ...(logoUrl ? { logo: logoUrl } : {}),
  };
  let after: StoreRow | undefined;
  try {
    after = await db.transaction(async (tx) => {
      const row = await updateStoreRow(tx, id, patch);
      if (!row) return undefined;
      if (emails) await revokeStoreAdminSessions(tx, id, emails);
      if (
        row.name !== before.name ||
        row.provinceId !== before.provinceId ||
        row.statusId !== before.statusId
      )
        await refreshStoreSearchDocuments(tx, id);
      return row;
    });
  } catch (err) {
    if (logoUrl) await images.remove(logoUrl);
    throw err;
  }
  if (!after) throw new AppError('not_found', STORE_ADMIN_MESSAGES.notFound);
  if (logoUrl) await images.remove(before.logo);

  const message =
    after.statusId !== before.statusId
      ? after.statusId === STORE_STATUS.active
        ? STORE_ADMIN_MESSAGES.restored
        : STORE_ADMIN_MESSAGES.suspended
      : STORE_ADMIN_MESSAGES.updated;
  return { store: mustExist(await getStore(db, id)), message };
}

/** Logical delete: the store and its listings leave the public site; nothing is erased. */
export async function suspendStore(db: Db, id: number): Promise<StoreWithNames> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateStoreRow(tx, id, { statusId: STORE_STATUS.suspended });
    if (updated) await refreshStoreSearchDocuments(tx, id);
    return updated;
  });
  if (!row) throw new AppError('not_found', STORE_ADMIN_MESSAGES.notFound);
  return mustExist(await getStore(db, id));
}

function mustExist(store: StoreWithNames | undefined): StoreWithNames {
  if (!store) throw new AppError('not_found', STORE_ADMIN_MESSAGES.notFound);
  return store;
}

async function assertEmailsFree(db: Db, emails: string[], exceptStoreId?: number): Promise<void> {
  const taken = await findAuthorizedEmailsInUse(db, emails, exceptStoreId);
  if (taken.length)
    throw new AppError(
      'conflict',
      `El correo ${taken[0]!.email} ya está autorizado en la tienda ${taken[0]!.storeName}`,
    );
}

/** Form fields (Spanish, as the API speaks) to columns; fields not sent are left out. */
function toColumns(
  input: Omit<Partial<CreateStoreInput>, 'logo' | 'estadoId'>,
  currentSettings: Record<string, unknown>,
): Partial<NewStore> {
  const columns: Partial<NewStore> = {
    name: input.nombre,
    url: input.url,
    phone: input.contacto,
    contactEmail: input.correoContacto,
    authorizedEmails: input.correosAutorizados,
    provinceId: input.provinciaId,
    address: input.direccion,
    description: input.descripcion,
    branch: input.sucursal,
    hours: input.horarios,
    kind: input.tipo,
    sourceKind: input.origen,
    reader: input.lector,
  };
  if (input.receta !== undefined || input.urlLectura !== undefined) {
    const settings = { ...currentSettings };
    if (input.receta !== undefined) setOrDelete(settings, 'recipe', input.receta);
    if (input.urlLectura !== undefined) setOrDelete(settings, 'siteUrl', input.urlLectura);
    columns.readerSettings = settings;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

function setOrDelete(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value === null) delete target[key];
  else target[key] = value;
}
