import { startSmtpInbox, type SmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import { startJobHarness, type JobHarness } from './job-harness';
import { scriptedCatalog, type ScriptedSite } from './scripted-reader';

export const PUBLIC_URL = 'https://hardprecios.test';

/**
 * Real workers whose runs read the scripted `sites` and whose alerts mail to a local SMTP inbox, with
 * retries 50 ms apart: what the alert tests (products and builds) run on.
 */
export async function startMailingHarness(
  sites: Map<string, ScriptedSite>,
): Promise<{ h: JobHarness; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  const h = await startJobHarness({
    readers: scriptedCatalog(sites),
    env: { SMTP_URL: inbox.url, PUBLIC_URL },
    jobOptions: {
      'catalog-update': { backoff: { type: 'transient', delay: 50 } },
      alerts: { backoff: { type: 'transient', delay: 50 } },
    },
  });
  return { h, inbox };
}

/** The token a mailed link carries. */
export const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
