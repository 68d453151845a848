import { useId, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { Icon } from '../../shell/icons';
import { useAdminStores } from '../../stores/api/get-admin-stores';
import { useAdminBanners, useDeleteBanner, useUploadBanner, type BannerKind } from '../api/admin-banners';
import { bannerPage } from '../lib/banner-paging';

export const BANNER_STORE_REQUIRED = 'Por favor selecciona una tienda antes de subir un banner.';

const KINDS: Array<{ kind: BannerKind; label: string }> = [
  { kind: 'desktop', label: 'Escritorio' },
  { kind: 'mobile', label: 'Móvil' },
];

function BannerGrid({ kind }: { kind: BannerKind }) {
  const banners = useAdminBanners(kind);
  const remove = useDeleteBanner(kind);
  const [page, setPage] = useState(1);
  if (banners.isPending) return <Spinner />;
  const current = bannerPage(banners.data ?? [], page);
  return (
    <>
      <ul className="bo-banners" aria-label={`Banners ${kind === 'desktop' ? 'de escritorio' : 'móviles'}`}>
        {current.items.map((banner) => (
          <li key={banner.id} className="bo-banner">
            <img src={banner.url} alt={`Banner de ${banner.nombre}`} loading="lazy" />
            <span className="bo-banner__store">{banner.nombre}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Eliminar banner ${banner.id} de ${banner.nombre}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(banner.id)}
            >
              <Icon name="suspend" />
            </button>
          </li>
        ))}
      </ul>
      <div className="bo-pager">
        <button
          type="button"
          className="button"
          aria-label="Banners anteriores"
          disabled={current.page <= 1}
          onClick={() => setPage(current.page - 1)}
        >
          ‹
        </button>
        <span>
          Página {current.page} de {current.totalPages}
        </span>
        <button
          type="button"
          className="button"
          aria-label="Banners siguientes"
          disabled={current.page >= current.totalPages}
          onClick={() => setPage(current.page + 1)}
        >
          ›
        </button>
      </div>
    </>
  );
}

/** fullAdmin's banners: choose a store, upload to the desktop or mobile set, browse and delete. */
export function BannerSettings() {
  const stores = useAdminStores();
  const storeSelectId = useId();
  const [storeId, setStoreId] = useState('');
  const [kind, setKind] = useState<BannerKind>('desktop');
  const [warning, setWarning] = useState<string | null>(null);
  const upload = useUploadBanner(kind);
  return (
    <section className="bo-card" aria-labelledby="banner-settings-title">
      <h2 id="banner-settings-title">Banners</h2>
      <div className="bo-toolbar">
        <label htmlFor={storeSelectId}>Tienda</label>
        <select
          id={storeSelectId}
          value={storeId}
          onChange={(e) => {
            setStoreId(e.target.value);
            setWarning(null);
          }}
        >
          <option value="">Seleccioná una tienda</option>
          {(stores.data ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {store.nombre}
            </option>
          ))}
        </select>
        <div role="group" aria-label="Tipo de banner" className="bo-segmented">
          {KINDS.map((option) => (
            <button
              key={option.kind}
              type="button"
              aria-pressed={kind === option.kind}
              onClick={() => setKind(option.kind)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <label className="bo-upload-tile">
        <Icon name="upload" size={28} />
        <span>{upload.isPending ? 'Subiendo...' : 'Subir banner (JPG, PNG, JPEG)'}</span>
        <input
          type="file"
          accept=".jpg,.jpeg,.png"
          className="visually-hidden"
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (!storeId) return setWarning(BANNER_STORE_REQUIRED);
            upload.mutate({ storeId: Number(storeId), file });
          }}
        />
      </label>
      {warning && (
        <p className="form-error" role="alert">
          {warning}
        </p>
      )}
      <BannerGrid key={kind} kind={kind} />
    </section>
  );
}
