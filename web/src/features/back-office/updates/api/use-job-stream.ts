import { useEffect, useRef, useState } from 'react';
import { adminApiPaths } from '../../../../config/back-office-paths';

import { useBackOfficeSession } from '../../session/back-office-session';
import type { JobView } from './jobs';

/** What BullMQ's QueueEvents report, as GET /api/admin/jobs/stream forwards them. */
export interface JobEvent {
  type: 'progress' | 'completed' | 'failed';
  queue: string;
  jobId: string;
  storeId: number | null;
  data: unknown;
}

export type StreamEvent = { type: 'jobs'; jobs: JobView[] } | JobEvent;

const EVENT_TYPES = ['jobs', 'progress', 'completed', 'failed'] as const;

/**
 * Listens to the jobs stream (Server-Sent Events; the token goes in the query because EventSource
 * cannot send headers). EventSource reconnects by itself; `live` says whether it is connected now.
 */
export function useJobStream(onEvent: (event: StreamEvent) => void, enabled = true): { live: boolean } {
  const { getToken, apiUrl } = useBackOfficeSession();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [live, setLive] = useState(false);
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(adminApiPaths.jobStream(token)));
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    const listeners = EVENT_TYPES.map((type) => {
      const listener = (message: MessageEvent<string>) => {
        try {
          const data = JSON.parse(message.data) as Record<string, unknown>;
          handler.current(
            type === 'jobs' ? { type, jobs: data.jobs as JobView[] } : (data as unknown as JobEvent),
          );
        } catch (error) {
          console.warn('unreadable job event', error);
        }
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      listeners.forEach(([type, listener]) => source.removeEventListener(type, listener));
      source.close();
      setLive(false);
    };
  }, [enabled, getToken, apiUrl]);
  return { live };
}
