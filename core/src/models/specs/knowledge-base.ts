import { existsSync } from 'node:fs';
import { DERIVATIVE_PATH } from '../../hardware/opendb/derivative';
import { defaultKnowledgeBase } from '../../hardware/opendb/knowledge-base';
import type { KnowledgeBase } from '../../hardware/opendb/link';

/**
 * The OpenDB knowledge base for models' specs; without the derivative file (a checkout that lacks it)
 * specs come from names alone rather than failing the recompute.
 */
export function modelsKnowledgeBase(): KnowledgeBase | undefined {
  return existsSync(DERIVATIVE_PATH) ? defaultKnowledgeBase() : undefined;
}
