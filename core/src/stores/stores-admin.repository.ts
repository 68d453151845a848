import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';

/**
 * The authorized e-mails among `emails` that another store already lists. An e-mail signs in as the
 * admin of exactly one store, so the back office refuses to give it to a second one.
 */
export async function findAuthorizedEmailsInUse(
  db: Db,
  emails: string[],
  exceptStoreId?: number,
): Promise<{ email: string; storeId: number; storeName: string }[]> {
  if (emails.length === 0) return [];
  const wanted = emails.map((e) => e.toLowerCase());
  const rows = await db
    .select({ id: stores.id, name: stores.name, emails: stores.authorizedEmails })
    .from(stores)
    .where(
      and(
        sql`${stores.authorizedEmails} && ${sql.param(wanted)}::text[]`,
        exceptStoreId === undefined ? undefined : ne(stores.id, exceptStoreId),
      ),
    );
  return rows.flatMap((row) =>
    row.emails
      .filter((email) => wanted.includes(email))
      .map((email) => ({ email, storeId: row.id, storeName: row.name })),
  );
}
