import { faqMeta } from '../../config/page-meta';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { FaqAccordion } from '../../features/faq/components/faq-accordion';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';

export default function FaqRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(faqMeta(productName));
  return (
    <div className="page page--narrow">
      <h1 className="page-title">Preguntas Frecuentes</h1>
      <FaqAccordion productName={productName} />
    </div>
  );
}
