import { confirmAlert, unsubscribeAlert, type LinkOutcome } from '@hardprecios/core/alerts/alert-links';
import {
  MAX_ACTIVE_PER_ADDRESS,
  signUp,
  signUpForBuild,
  type BuildSignUpRequest,
  type SignUpOutcome,
  type SignUpRequest,
} from '@hardprecios/core/alerts/alert-signup';
import { buildPath } from '@hardprecios/core/builds/build-parts';
import { formatArs } from '@hardprecios/core/catalog/format-ars';
import type { Db } from '@hardprecios/core/db/client';
import { AppError } from '@hardprecios/core/errors/app-error';
import type { Mailer } from '@hardprecios/core/mail/mailer';
import type { MailSite } from '@hardprecios/core/alerts/alert-mails';
import type { ListedFilter } from '@hardprecios/core/models/model-summaries.repository';
import type { Logger } from 'pino';

/** The answer to every accepted sign-up, whatever the address's state (nothing is revealed). */
export const SIGN_UP_MESSAGE = 'Revisá tu correo: te enviamos un enlace para confirmar la alerta.';

const LINK_ERRORS: Record<
  Exclude<LinkOutcome['kind'], 'confirmed' | 'unsubscribed' | 'already_unsubscribed'>,
  AppError
> = {
  invalid: new AppError('not_found', 'El enlace no es válido. Copiá el enlace completo del correo.'),
  used: new AppError('gone', 'Este enlace ya se usó: tu alerta ya está activa.'),
  expired: new AppError('gone', 'Este enlace venció. Pedí la alerta de nuevo desde la página del producto.'),
  limit: new AppError(
    'conflict',
    `Ya tenés ${MAX_ACTIVE_PER_ADDRESS} alertas activas: date de baja de alguna para activar esta.`,
  ),
};

/** A link's answer: the product, or the build (its page's path in `armado`) the alert watches. */
function answer(
  outcome: LinkOutcome,
  messages: Partial<Record<LinkOutcome['kind'], string>>,
  buildMessages: Partial<Record<LinkOutcome['kind'], string>> = messages,
) {
  if ('productId' in outcome)
    return {
      data: { productoId: outcome.productId, nombre: outcome.productName },
      message: messages[outcome.kind]!,
    };
  if ('build' in outcome)
    return {
      data: { armado: buildPath(outcome.build), nombre: outcome.productName },
      message: buildMessages[outcome.kind]!,
    };
  throw LINK_ERRORS[outcome.kind];
}

/** The answer to a sign-up's outcome (a build's target is a total). */
function signUpAnswer(outcome: SignUpOutcome, build: boolean) {
  switch (outcome.kind) {
    case 'accepted':
      return { message: SIGN_UP_MESSAGE };
    case 'too_many_requests':
      throw new AppError(
        'too_many_requests',
        'Pediste demasiadas alertas seguidas. Probá de nuevo en una hora.',
      );
    case 'unknown_product':
      throw new AppError('not_found', `No existe el producto ${outcome.productId}`);
    case 'target_not_below':
      throw new AppError(
        'bad_request',
        build
          ? `El total objetivo tiene que ser menor que el total de hoy (${formatArs(outcome.best)}).`
          : `El precio objetivo tiene que ser menor que el mejor precio de hoy (${formatArs(outcome.best)}).`,
        { parameter: 'precioObjetivo' },
      );
    case 'no_price_today':
      throw new AppError(
        'bad_request',
        'Hoy ninguna tienda tiene este producto disponible: indicá un precio objetivo.',
        { parameter: 'precioObjetivo' },
      );
  }
}

export function alertsService(deps: { db: Db; mailer: Mailer; site: MailSite; logger: Logger }) {
  const { db, logger } = deps;
  /** A sign-up whose confirmation mail could not be sent is a 503 the shopper can retry. */
  const mailing = async (run: () => Promise<SignUpOutcome>) => {
    try {
      return await run();
    } catch (err) {
      logger.error({ err }, 'alert sign-up mail not sent');
      throw new AppError(
        'unavailable',
        'No pudimos enviar el correo de confirmación. Probá de nuevo en unos minutos.',
      );
    }
  };
  return {
    async signUp(request: SignUpRequest, filter: ListedFilter) {
      return signUpAnswer(
        await mailing(() => signUp({ db, mailer: deps.mailer, site: deps.site, filter }, request)),
        false,
      );
    },
    /** 'Avisame si baja' on a build's total ('Armá tu PC'). */
    async signUpForBuild(request: BuildSignUpRequest, filter: ListedFilter) {
      return signUpAnswer(
        await mailing(() => signUpForBuild({ db, mailer: deps.mailer, site: deps.site, filter }, request)),
        true,
      );
    },
    async confirm(token: string) {
      return answer(await confirmAlert(db, token), {
        confirmed: 'Listo: tu alerta quedó activa. Te vamos a escribir cuando baje el precio.',
      });
    },

    async unsubscribe(token: string) {
      return answer(
        await unsubscribeAlert(db, token),
        {
          unsubscribed: 'Listo: no vas a recibir más avisos de este producto.',
          already_unsubscribed: 'Ya estabas dado de baja: no vas a recibir más avisos de este producto.',
        },
        {
          unsubscribed: 'Listo: no vas a recibir más avisos de esta PC armada.',
          already_unsubscribed: 'Ya estabas dado de baja: no vas a recibir más avisos de esta PC armada.',
        },
      );
    },
  };
}
