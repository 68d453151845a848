export * from './synonyms';
export * from './stop-words';
export * from './instantsearch';
export * from './meilisearch';
