import { loginMeta } from '../../config/page-meta';
import { useAppConfig, useSiteInfo } from '../../features/app-config/api/get-app-config';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/pages.css';

export default function LoginRoute() {
  const { productName } = useSiteInfo();
  const config = useAppConfig();
  usePageMeta(loginMeta(productName));
  // A config that failed to load counts as "not configured": the Google button shows disabled.
  const googleClientId = config.isPending ? undefined : (config.data?.googleClientId ?? null);
  return (
    <LoginScreen
      productName={productName}
      googleClientId={googleClientId}
      devLoginEnabled={config.data?.devLoginEnabled ?? false}
    />
  );
}
