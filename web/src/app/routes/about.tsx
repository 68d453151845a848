import { aboutMeta } from '../../config/page-meta';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { usePageMeta } from '../../lib/use-page-meta';
import { OpenDbCredit } from '../../features/specs/components/opendb-credit';
import '../../styles/pages.css';

export default function AboutRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(aboutMeta(productName));
  return (
    <div className="page page--narrow prose">
      <h1 className="page-title">Nosotros</h1>
      <p>
        {productName} es un indexador de precios de hardware e insumos de computación para Argentina. Reunimos
        los catálogos de tiendas oficiales adheridas para que puedas buscar, comparar precios y ver cómo
        cambiaron con el tiempo, todo en un solo lugar.
      </p>
      <p>
        No vendemos productos ni participamos de ninguna transacción: somos solo un nexo entre vos y la
        tienda. Cuando encontrás lo que buscás, te llevamos directo al sitio de la tienda para que compres
        ahí.
      </p>
      <p>Hoy cubrimos únicamente hardware e insumos de computación.</p>
      <h2>Especificaciones</h2>
      <p>
        Las especificaciones de cada producto salen de su nombre en las tiendas y de una base abierta de
        componentes; solo mostramos un dato cuando estamos seguros de él.
      </p>
      <OpenDbCredit />
    </div>
  );
}
