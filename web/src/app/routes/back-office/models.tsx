import { useParams } from 'react-router-dom';
import { ModelPage } from '../../../features/back-office/models/components/model-page';
import { ModelsList } from '../../../features/back-office/models/components/models-list';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { Redirect } from '../../../features/back-office/shell/redirect';
import { backOfficePaths } from '../../../config/back-office-paths';

/** fullAdmin only (the server enforces it too): the models list, or one model's page. */
export default function ModelsRoute() {
  const { user } = useBackOfficeSession();
  const { id } = useParams();
  if (!isFullAdmin(user)) return <Redirect to={backOfficePaths.home.getHref()} />;
  const modelId = Number(id);
  return id && Number.isInteger(modelId) && modelId > 0 ? <ModelPage id={modelId} /> : <ModelsList />;
}
