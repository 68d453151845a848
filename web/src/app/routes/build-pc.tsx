import { buildPcMeta } from '../../config/page-meta';
import { useSiteInfo } from '../../features/app-config/api/get-app-config';
import { BuildPage } from '../../features/builder/components/build-page';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';
import '../../styles/builder.css';
import '../../styles/alerts.css';

export default function BuildPcRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(buildPcMeta(productName));
  return <BuildPage />;
}
