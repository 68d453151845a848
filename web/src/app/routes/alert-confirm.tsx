import { AlertLinkPage } from '../../features/alerts/components/alert-link-page';

export default function AlertConfirmRoute() {
  return <AlertLinkPage action="confirm" />;
}
