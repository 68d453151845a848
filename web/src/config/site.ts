import { env } from './env';

/** What the site shows before /api/config answers (and if it never does). */
export const SITE_DEFAULTS = {
  productName: 'HardPrecios',
  contactEmail: 'contacto@hardprecios.com.ar',
  version: env.appVersion,
  supportChatUrl: null as string | null,
};

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/hardprecios' },
  { name: 'Facebook', href: 'https://www.facebook.com/hardprecios' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/hardprecios' },
] as const;
