import he from 'he';
import { formatArs } from '../catalog/format-ars';
import type { OutgoingMail } from '../mail/mail';

/** Where a mail's links point and who it is from. */
export interface MailSite {
  publicUrl: string;
  productName: string;
}

const link = (href: string, label: string) => `<a href="${he.escape(href)}">${he.escape(label)}</a>`;
const paragraphs = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('\n');

function footer(site: MailSite, unsubscribeUrl: string) {
  return {
    text: `\n\n¿No querés recibir más avisos de este producto? Date de baja: ${unsubscribeUrl}\n— ${site.productName}`,
    html: paragraphs(
      `¿No querés recibir más avisos de este producto? ${link(unsubscribeUrl, 'Darme de baja')}`,
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
    productName: string;
    target: { price: number; given: boolean };
    confirmToken: string;
    unsubscribeToken: string;
  },
): OutgoingMail {
  const confirm = confirmUrl(site, m.confirmToken);
  const unsubscribe = unsubscribePageUrl(site, m.unsubscribeToken);
  const end = footer(site, unsubscribe);
  return {
    to: m.to,
    subject: `Confirmá tu alerta de precio: ${m.productName}`,
    text:
      `Hola:\n\nPediste que te avisemos si baja el precio de "${m.productName}". ${targetLine(m.target)}\n\n` +
      `Para activar la alerta, confirmá tu correo: ${confirm}\n\n` +
      `Si no fuiste vos, ignorá este correo: no vamos a escribirte de nuevo.` +
      end.text,
    html:
      paragraphs(
        'Hola:',
        `Pediste que te avisemos si baja el precio de <strong>${he.escape(m.productName)}</strong>. ${targetLine(m.target)}`,
        link(confirm, 'Confirmar mi alerta'),
        'Si no fuiste vos, ignorá este correo: no vamos a escribirte de nuevo.',
      ) + end.html,
    unsubscribeUrl: oneClickUrl(site, m.unsubscribeToken),
  };
}

/** Someone asked again for an alert this address already has: the owner hears it, the asker does not. */
export function alreadyActiveMail(
  site: MailSite,
  m: { to: string; productName: string; unsubscribeToken: string },
): OutgoingMail {
  const end = footer(site, unsubscribePageUrl(site, m.unsubscribeToken));
  return {
    to: m.to,
    subject: `Tu alerta de precio ya está activa: ${m.productName}`,
    text: `Hola:\n\nYa tenés una alerta activa para "${m.productName}": te avisamos cuando baje.` + end.text,
    html:
      paragraphs(
        'Hola:',
        `Ya tenés una alerta activa para <strong>${he.escape(m.productName)}</strong>: te avisamos cuando baje.`,
      ) + end.html,
    unsubscribeUrl: oneClickUrl(site, m.unsubscribeToken),
  };
}

/** An address with the most active alerts allowed asked for another one. */
export function limitReachedMail(
  site: MailSite,
  m: { to: string; productName: string; max: number },
): OutgoingMail {
  const text =
    `Hola:\n\nPediste una alerta de precio para "${m.productName}", pero ya tenés ${m.max} alertas activas, ` +
    `el máximo. Date de baja de alguna (cada aviso trae el enlace) y pedila de nuevo.\n— ${site.productName}`;
  return {
    to: m.to,
    subject: `No pudimos crear tu alerta de precio: ${m.productName}`,
    text,
    html: paragraphs(
      'Hola:',
      `Pediste una alerta de precio para <strong>${he.escape(m.productName)}</strong>, pero ya tenés ${m.max} alertas activas, el máximo.`,
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
  const end = footer(site, unsubscribePageUrl(site, m.unsubscribeToken));
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
