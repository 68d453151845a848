import { Router } from 'express';
import type { AppDeps } from '../deps';
import { endpoint, idParam } from '../http/endpoint';
import { canManageStoreInPath, currentUser, requireRole } from '../auth/auth.middleware';
import { singleImageUpload } from '../uploads/image-upload';
import { IMAGE_PRESETS } from '../uploads/image-processing';
import { createImageStorage } from '../uploads/image-storage';
import { createStoreSchema, updateStoreSchema } from './store-form.schema';
import { toAdminStore } from './store-admin.mapper';
import {
  createStore,
  getManagedStore,
  listManagedStores,
  STORE_ADMIN_MESSAGES,
  suspendStore,
  updateStore,
} from './stores-admin.service';

/**
 * Store administration, mounted at /api/stores. Role checks run before the multipart body is read,
 * so nobody without the right session gets to upload anything.
 */
export function storesAdminRoutes({ env, database }: AppDeps): Router {
  const router = Router();
  const db = database.db;
  const deps = { db, images: createImageStorage(env.UPLOADS_DIR) };
  const anyAdmin = requireRole('fullAdmin', 'storeAdmin');
  const fullAdmin = requireRole('fullAdmin');
  const logoUpload = singleImageUpload('logo', IMAGE_PRESETS.logo.maxBytes);

  router.get(
    '/admin',
    anyAdmin,
    endpoint({}, async (_input, _req, res) => ({
      data: (await listManagedStores(db, currentUser(res)!)).map(toAdminStore),
    })),
  );

  router.get(
    '/admin/:id',
    anyAdmin,
    endpoint({ params: idParam }, async ({ params }, _req, res) => ({
      data: toAdminStore(await getManagedStore(db, currentUser(res)!, params.id)),
    })),
  );

  router.post(
    '/',
    fullAdmin,
    logoUpload,
    endpoint({ form: createStoreSchema, file: 'logo' }, async ({ form }, req, res) => {
      const store = await createStore(deps, form, req.file!.buffer);
      res.status(201);
      return { data: toAdminStore(store), message: STORE_ADMIN_MESSAGES.created };
    }),
  );

  router.put(
    '/:id',
    anyAdmin,
    canManageStoreInPath,
    logoUpload,
    endpoint(
      { params: idParam, form: updateStoreSchema, file: 'logo' },
      async ({ params, form }, req, res) => {
        const { store, message } = await updateStore(
          deps,
          currentUser(res)!,
          params.id,
          form,
          req.file?.buffer,
        );
        return { data: toAdminStore(store), message };
      },
    ),
  );

  router.delete(
    '/logicdelete/:id',
    fullAdmin,
    endpoint({ params: idParam }, async ({ params }) => ({
      data: toAdminStore(await suspendStore(db, params.id)),
      message: STORE_ADMIN_MESSAGES.suspended,
    })),
  );

  return router;
}
