/**
 * Words too common to require in a match ("placa de video" needs "placa" and "video", not "de").
 * The PostgreSQL engine uses its Spanish dictionary's list, which holds these; Meilisearch gets this one.
 */
export const STOP_WORDS: readonly string[] = [
  'a',
  'al',
  'con',
  'de',
  'del',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'su',
  'un',
  'una',
  'y',
];
