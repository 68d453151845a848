import { z } from 'zod';
import type { KnowledgeBase } from './opendb/link';
import { readListingSpecs } from './reader';
import type { PartCategory, SpecReading } from './types';

/** A read-specs input line (issue "Know the hardware", item 3); other fields are ignored. */
const inputLine = z.object({
  nombre: z.string().trim().min(1).max(1000),
  tienda: z.string().max(200).optional(),
  precio: z.number().finite().optional(),
  marca: z.string().max(200).optional(),
  sku: z.string().max(200).optional(),
  ean: z.string().max(200).optional(),
  mpn: z.string().max(200).optional(),
  categoriaTienda: z.string().max(500).optional(),
});

export interface ContractError {
  error: string;
  linea: number;
}

/** One input line → its reading, or an error naming the line (1-based). */
export function readSpecsLine(line: string, linea: number, kb?: KnowledgeBase): SpecReading | ContractError {
  if (!line.trim()) return { error: 'línea vacía', linea };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: 'la línea no es JSON válido', linea };
  }
  const parsed = inputLine.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'línea';
    return {
      error: `campo inválido: ${field}${field === 'nombre' ? ' (texto no vacío requerido)' : ''}`,
      linea,
    };
  }
  const reading = readListingSpecs(parsed.data, kb);
  // Only the contract's keys: the product reads a few more (a PSU's SFX size) that the contract does not name.
  const beyond = reading.categoria === 'other' ? [] : (BEYOND_THE_CONTRACT[reading.categoria] ?? []);
  const pick = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !beyond.includes(key)));
  // The contract's key order: categoria, especificaciones, fuentes, opendb.
  return {
    categoria: reading.categoria,
    especificaciones: pick(reading.especificaciones),
    fuentes: pick(reading.fuentes),
    opendb: reading.opendb,
  };
}

/** Spec keys the product reads (core/src/models/specs/spec-keys.ts) beyond those the read-specs contract names. */
const BEYOND_THE_CONTRACT: Partial<Record<PartCategory, string[]>> = { psu: ['formato'] };
