import { existsSync } from 'node:fs';
import { DERIVATIVE_PATH, readDerivative } from './derivative';
import { buildKnowledgeBase, type KnowledgeBase } from './link';

let loaded: KnowledgeBase | undefined;

/** The repository's OpenDB derivative, read once per process (about 30,000 parts, a fraction of a second). */
export function defaultKnowledgeBase(): KnowledgeBase {
  loaded ??= buildKnowledgeBase(readDerivative().parts);
  return loaded;
}

/**
 * The knowledge base when this checkout holds its derivative, else none: grouping and models' specs
 * then go by names alone rather than failing.
 */
export function availableKnowledgeBase(): KnowledgeBase | undefined {
  return existsSync(DERIVATIVE_PATH) ? defaultKnowledgeBase() : undefined;
}
