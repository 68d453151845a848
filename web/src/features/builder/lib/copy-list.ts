import { formatPrice } from '../../../lib/format';
import type { BuildAnswer } from '../api/builder';
import { SLOTS } from './build';

/** 'Copiar lista': plain text with prices and store links, for chats and forums. */
export function buildListText(answer: BuildAnswer, pageUrl: string): string {
  const lines = answer.partes.map((p) => {
    const label = SLOTS.find((s) => s.parte === p.parte)?.label ?? p.parte;
    const qty = p.cantidad > 1 ? ` x${p.cantidad}` : '';
    const price = p.disponible ? formatPrice(p.precio, p.moneda) : 'sin stock';
    return `${label}: ${p.nombre}${qty} — ${price} en ${p.tienda} ${p.url}`;
  });
  lines.push(`Total: ${formatPrice(answer.total.precio, 'ARS')}`);
  if (answer.totalDolares)
    lines.push(`Aparte, en dólares: ${formatPrice(answer.totalDolares.precio, 'USD')}`);
  if (answer.unaTienda)
    lines.push(
      `En una sola tienda: ${answer.unaTienda.nombreTienda}, ${formatPrice(answer.unaTienda.total, 'ARS')}`,
    );
  lines.push(pageUrl);
  return lines.join('\n');
}
