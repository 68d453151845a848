import { readDerivative } from './derivative';
import { buildKnowledgeBase, type KnowledgeBase } from './link';

let loaded: KnowledgeBase | undefined;

/** The repository's OpenDB derivative, read once per process (about 30,000 parts, a fraction of a second). */
export function defaultKnowledgeBase(): KnowledgeBase {
  loaded ??= buildKnowledgeBase(readDerivative().parts);
  return loaded;
}
