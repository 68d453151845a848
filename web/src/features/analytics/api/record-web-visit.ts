import { useEffect } from 'react';
import { postStat } from '../../../api/client';
import { apiPaths } from '../../../config/paths';
import { describeUserAgent } from '../../../lib/user-agent';

let recorded = false;

export function recordWebVisit(url: string, userAgent: string): void {
  postStat(apiPaths.stats.webVisit, { urlVisitada: url, metadata: describeUserAgent(userAgent) });
}

/** Spec section 4: a web visit is posted once per page load, when the path is '/'. */
export function useRecordWebVisit(pathname: string): void {
  useEffect(() => {
    if (recorded || pathname !== '/') return;
    recorded = true;
    recordWebVisit(window.location.href, navigator.userAgent);
  }, [pathname]);
}

/** Test hook: forget that this page load already recorded its visit. */
export function resetWebVisitForTests(): void {
  recorded = false;
}
