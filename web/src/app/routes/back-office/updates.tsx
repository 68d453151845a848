import { UpdatesView } from '../../../features/back-office/updates/components/updates-view';

export default function UpdatesRoute() {
  return <UpdatesView />;
}
