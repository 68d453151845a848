import { AlertLinkPage } from '../../features/alerts/components/alert-link-page';

export default function AlertUnsubscribeRoute() {
  return <AlertLinkPage action="unsubscribe" />;
}
