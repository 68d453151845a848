import { Link } from 'react-router-dom';
import { SUPPORT_HOURS } from '../../config/constants';
import { paths } from '../../config/paths';
import { SOCIAL_LINKS } from '../../config/site';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { CategoryList } from '../../features/categories/components/category-list';
import { useStores } from '../../features/stores/api/get-stores';
import { publicStores } from '../../features/stores/lib/public-stores';

const FOOTER_STORE_COUNT = 8;

export function Footer() {
  const { productName, contactEmail, version, supportChatUrl } = useSiteInfo();
  const { data: stores } = useStores();
  const shownStores = publicStores(stores ?? []).slice(0, FOOTER_STORE_COUNT);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__section" aria-labelledby="footer-categorias">
          <h2 id="footer-categorias">Categorías</h2>
          <CategoryList label="Categorías" />
        </section>
        <section className="footer__section" aria-labelledby="footer-tiendas">
          <h2 id="footer-tiendas">Tiendas oficiales</h2>
          <ul>
            {shownStores.map((store) => (
              <li key={store.id}>
                <Link to={paths.searchResult.store(store.id, store.nombre)}>{store.nombre}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.stores.getHref()}>Ver todas</Link>
            </li>
          </ul>
        </section>
        <section className="footer__section" aria-labelledby="footer-acerca">
          <h2 id="footer-acerca">Acerca de</h2>
          <ul>
            <li>
              <Link to={paths.faq.getHref()}>Preguntas Frecuentes</Link>
            </li>
            <li>
              <Link to={paths.about.getHref()}>Nosotros</Link>
            </li>
            <li>
              <a href={supportChatUrl ?? `mailto:${contactEmail}`} target="_blank" rel="noopener noreferrer">
                Soporte Tiendas
              </a>
            </li>
          </ul>
        </section>
        <section className="footer__section" aria-labelledby="footer-contacto">
          <h2 id="footer-contacto">Contacto</h2>
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
          <p>{SUPPORT_HOURS}</p>
          <ul className="footer__social" aria-label="Redes sociales">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__legal">
        © {new Date().getFullYear()} {productName}. <span data-testid="app-version">v{version}</span>
      </p>
    </footer>
  );
}
