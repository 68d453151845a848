import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the current entry with `to`. (react-router's <Navigate> would be bundled into the shared
 * framework chunk that the public home downloads; useNavigate is there already.)
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
