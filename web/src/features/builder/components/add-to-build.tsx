import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LAST_BUILD_KEY, parseBuild, serializeBuild, slotOfCategory, withPart } from '../lib/build';

/** 'Agregar a mi PC' on a part's detail page: adds it to the last build, in the slot of its category. */
export function AddToBuild({ productId, categoryIds }: { productId: number; categoryIds: number[] }) {
  const navigate = useNavigate();
  const slot = categoryIds.map(slotOfCategory).find(Boolean);
  if (!slot) return null;
  const add = () => {
    let last = '';
    try {
      last = window.localStorage.getItem(LAST_BUILD_KEY) ?? '';
    } catch {
      // No storage: a new build.
    }
    const build = withPart(parseBuild(new URLSearchParams(last)), slot.parte, productId);
    navigate(paths.buildPc.getHref(serializeBuild(build)));
  };
  return (
    <button type="button" className="button button--large" onClick={add}>
      Agregar a mi PC
    </button>
  );
}
