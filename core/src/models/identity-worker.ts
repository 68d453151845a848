/**
 * A thread that reads listings' identities for identitiesOf (identity-pool.ts): each message is a numbered
 * chunk of listings, each answer the chunk's number and its identities in the same order. It loads the
 * knowledge base the parent reads by.
 */
import { parentPort } from 'node:worker_threads';
import { availableKnowledgeBase } from '../hardware/opendb/knowledge-base';
import { identityOf, type IdentityInput } from './listing-identity';

const kb = availableKnowledgeBase();
parentPort!.on('message', ({ chunk, listings }: { chunk: number; listings: IdentityInput[] }) => {
  parentPort!.postMessage({ chunk, identities: listings.map((listing) => identityOf(listing, kb)) });
});
