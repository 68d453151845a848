import he from 'he';
import { formatArs } from '../catalog/format-ars';
import type { OutgoingMail } from '../mail/mail';

/** Where a mail's links point and who it is from. */
export interface MailSite {
  publicUrl: string;
  productName: string;
}

/**
 * What an alert watches, as its mails name it: a product's price, or the total of a build of 'Armá tu PC'.
 * `name` is the product's name or 'Tu PC armada (N partes)'.
 */
export interface AlertTopic {
  kind: 'product' | 'build';
  name: string;
}

/** 'el precio de "X"' / 'el total de tu PC armada (N partes)', in text and in HTML. */
const watched = (t: AlertTopic, html: boolean) =>
  t.kind === 'build'
    ? `el total de ${lowerFirst(html ? he.escape(t.name) : t.name)}`
    : html
      ? `el precio de <strong>${he.escape(t.name)}</strong>`
      : `el precio de "${t.name}"`;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const named = (t: AlertTopic, html: boolean) =>
  t.kind === 'build'
    ? lowerFirst(html ? he.escape(t.name) : t.name)
    : html
      ? `<strong>${he.escape(t.name)}</strong>`
      : `"${t.name}"`;
const ofThis = (t: AlertTopic) => (t.kind === 'build' ? 'de esta PC armada' : 'de este producto');

const link = (href: string, label: string) => `<a href="${he.escape(href)}">${he.escape(label)}</a>`;
const paragraphs = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('\n');

function footer(site: MailSite, unsubscribeUrl: string, topic: AlertTopic) {
  return {
    text: `\n\n¿No querés recibir más avisos ${ofThis(topic)}? Date de baja: ${unsubscribeUrl}\n— ${site.productName}`,
    html: paragraphs(
      `¿No querés recibir más avisos ${ofThis(topic)}? ${link(unsubscribeUrl, 'Darme de baja')}`,
      `— ${he.escape(site.productName)}`,
    ),
  };
}

export const confirmUrl = (site: MailSite, token: string) =>
  `${site.publicUrl}/alertas/confirmar?token=${token}`;
export const unsubscribePageUrl = (site: MailSite, token: string) =>
  `${site.publicUrl}/alertas/baja?token=${token}`;
/** The one-click target of List-Unsubscribe-Post (RFC 8058): a POST with no page. */
export const oneClickUrl = (site: MailSite, token: string) =>
  `${site.publicUrl}/api/alertas/baja?token=${token}`;

const targetLine = (target: { price: number; given: boolean }) =>
  target.given
    ? `Te avisamos cuando cueste ${formatArs(target.price)} o menos.`
    : `Te avisamos cuando baje de ${formatArs(target.price)}.`;

/** The double opt-in: nothing is sent about prices until its link is followed. */
export function confirmationMail(
  site: MailSite,
  m: {
    to: string;
    topic: AlertTopic;
    target: { price: number; given: boolean };
    confirmToken: string;
    unsubscribeToken: string;
  },
): OutgoingMail {
  const confirm = confirmUrl(site, m.confirmToken);
  const unsubscribe = unsubscribePageUrl(site, m.unsubscribeToken);
  const end = footer(site, unsubscribe, m.topic);
  return {
    to: m.to,
    subject: `Confirmá tu alerta de precio: ${m.topic.name}`,
    text:
      `Hola:\n\nPediste que te avisemos si baja ${watched(m.topic, false)}. ${targetLine(m.target)}\n\n` +
      `Para activar la alerta, confirmá tu correo: ${confirm}\n\n` +
      `Si no fuiste vos, ignorá este correo: no vamos a escribirte de nuevo.` +
      end.text,
    html:
      paragraphs(
        'Hola:',
        `Pediste que te avisemos si baja ${watched(m.topic, true)}. ${targetLine(m.target)}`,
        link(confirm, 'Confirmar mi alerta'),
        'Si no fuiste vos, ignorá este correo: no vamos a escribirte de nuevo.',
      ) + end.html,
    unsubscribeUrl: oneClickUrl(site, m.unsubscribeToken),
  };
}

/** Someone asked again for an alert this address already has: the owner hears it, the asker does not. */
export function alreadyActiveMail(
  site: MailSite,
  m: { to: string; topic: AlertTopic; unsubscribeToken: string },
): OutgoingMail {
  const end = footer(site, unsubscribePageUrl(site, m.unsubscribeToken), m.topic);
  return {
    to: m.to,
    subject: `Tu alerta de precio ya está activa: ${m.topic.name}`,
    text:
      `Hola:\n\nYa tenés una alerta activa para ${named(m.topic, false)}: te avisamos cuando baje.` +
      end.text,
    html:
      paragraphs(
        'Hola:',
        `Ya tenés una alerta activa para ${named(m.topic, true)}: te avisamos cuando baje.`,
      ) + end.html,
    unsubscribeUrl: oneClickUrl(site, m.unsubscribeToken),
  };
}

/** An address with the most active alerts allowed asked for another one. */
export function limitReachedMail(
  site: MailSite,
  m: { to: string; topic: AlertTopic; max: number },
): OutgoingMail {
  const text =
    `Hola:\n\nPediste una alerta de precio para ${named(m.topic, false)}, pero ya tenés ${m.max} alertas activas, ` +
    `el máximo. Date de baja de alguna (cada aviso trae el enlace) y pedila de nuevo.\n— ${site.productName}`;
  return {
    to: m.to,
    subject: `No pudimos crear tu alerta de precio: ${m.topic.name}`,
    text,
    html: paragraphs(
      'Hola:',
      `Pediste una alerta de precio para ${named(m.topic, true)}, pero ya tenés ${m.max} alertas activas, el máximo.`,
      'Date de baja de alguna (cada aviso trae el enlace) y pedila de nuevo.',
      `— ${he.escape(site.productName)}`,
    ),
  };
}

/** The alert: the watched product's best price fell to the shopper's target. */
export function priceDropMail(
  site: MailSite,
  m: {
    to: string;
    productName: string;
    storeName: string;
    before: number;
    now: number;
    productId: number;
    unsubscribeToken: string;
  },
): OutgoingMail {
  const detail = `${site.publicUrl}/product-detail/${m.productId}`;
  const end = footer(site, unsubscribePageUrl(site, m.unsubscribeToken), {
    kind: 'product',
    name: m.productName,
  });
  const line = `"${m.productName}" bajó a ${formatArs(m.now)} en ${m.storeName} (antes ${formatArs(m.before)}).`;
  return {
    to: m.to,
    subject: `Bajó de precio: ${m.productName}`,
    text: `Hola:\n\n${line}\n\nVer el producto y comparar precios: ${detail}` + end.text,
    html:
      paragraphs(
        'Hola:',
        `<strong>${he.escape(m.productName)}</strong> bajó a <strong>${formatArs(m.now)}</strong> en ${he.escape(m.storeName)} (antes ${formatArs(m.before)}).`,
        link(detail, 'Ver el producto y comparar precios'),
      ) + end.html,
    unsubscribeUrl: oneClickUrl(site, m.unsubscribeToken),
  };
}

/** One part of a build's alert: its slot's label, the best offer's name, price (× quantity) and store. */
export interface BuildMailPart {
  label: string;
  name: string;
  price: number;
  cantidad: number;
  storeName: string;
}

/** A build's alert: its total fell to the shopper's target; the parts and prices, and the build's link. */
export function buildDropMail(
  site: MailSite,
  m: {
    to: string;
    topic: AlertTopic;
    before: number;
    now: number;
    target: number;
    path: string;
    parts: BuildMailPart[];
    unsubscribeToken: string;
  },
): OutgoingMail {
  const page = `${site.publicUrl}${m.path}`;
  const end = footer(site, unsubscribePageUrl(site, m.unsubscribeToken), m.topic);
  const partLine = (p: BuildMailPart) =>
    `${p.label}: ${p.name} — ${formatArs(p.price)}${p.cantidad > 1 ? ` × ${p.cantidad}` : ''} en ${p.storeName}`;
  const line = `El total de ${lowerFirst(m.topic.name)} bajó a ${formatArs(m.now)} (antes ${formatArs(m.before)}; tu objetivo: ${formatArs(m.target)}).`;
  return {
    to: m.to,
    subject: `Bajó el total de tu PC armada: ${formatArs(m.now)}`,
    text:
      `Hola:\n\n${line}\n\n${m.parts.map(partLine).join('\n')}\n\nVer tu PC y comparar precios: ${page}` +
      end.text,
    html:
      paragraphs('Hola:', he.escape(line)) +
      `\n<ul>${m.parts.map((p) => `<li>${he.escape(partLine(p))}</li>`).join('')}</ul>\n` +
      paragraphs(link(page, 'Ver tu PC y comparar precios')) +
      end.html,
    unsubscribeUrl: oneClickUrl(site, m.unsubscribeToken),
  };
}
