import { fetchCurrentUser } from '@/api-client/account';
import { fetchFunnel } from '@/api-client/commissioning';
import { languages } from '@/basics/language';
import { defaultContentDir } from '@/content/files';
import { orderTexts } from '@/content/contract-texts';
import { isProductName } from '@/domain/products';
import { readableEmail } from '@/page-setup/readable-email';
import type { Loader } from '@/page-setup/server-page';
import { storedAuthOfRequest } from '@/session/page-request';
import { routePath } from '@/routes';
import type { OrderFunnelData } from '.';
import { type ContactValues, emptyContact } from './contact-details';

/**
 * The order funnel of the product in the path: its steps from the commissioning service, and the
 * mandate and early-start texts the summary shows before the customer signs. An unknown product is
 * 404; a service that cannot answer is 503 with the page's own message. A signed-in customer's name
 * and address prefill the contact step; without a session (or when the account service cannot say)
 * the customer types them.
 */
export const loadOrderFunnel: Loader<OrderFunnelData> = async ({ language, params, req }) => {
  const { product } = params;
  if (!isProductName(product)) return { data: { order: { kind: 'notFound' } }, status: 404 };
  const slugs = Object.fromEntries(languages.map((other) => [other, routePath('orderFunnel', other, { product })])) as Record<(typeof languages)[number], string>;
  const auth = storedAuthOfRequest(req);
  const [funnel, user] = await Promise.all([fetchFunnel(product, language), auth ? fetchCurrentUser(auth, language) : undefined]);
  const profile = user?.ok ? user.data.overview?.profile : undefined;
  const account: ContactValues | null = user?.ok
    ? {
        ...emptyContact(),
        name: `${user.data.first_name} ${user.data.last_name}`.trim(),
        email: readableEmail(user.data.email),
        phone: profile?.phone ?? '',
        streetName: profile?.address.street_name ?? '',
        houseNumber: profile?.address.house_number ?? '',
        postalCode: profile?.address.postal_code ?? '',
        city: profile?.address.city ?? '',
      }
    : null;
  if (!funnel.ok) {
    if (funnel.status === 404) return { data: { order: { kind: 'notFound' } }, status: 404, slugs };
    console.error('order funnel page: commissioning service unavailable', funnel.status, funnel.errors.map((error) => error.code).join(', '));
    return { data: { order: { kind: 'unavailable' } }, status: 503, slugs };
  }
  const texts = orderTexts(defaultContentDir, language, product);
  // The service's texts and the page's must be of one version: the order names the version agreed to.
  if (texts.version !== funnel.data.funnel.contract_text_version) {
    console.error('order funnel page: contract text versions differ', texts.version, funnel.data.funnel.contract_text_version);
    return { data: { order: { kind: 'unavailable' } }, status: 503, slugs };
  }
  return { data: { order: { kind: 'ready', product, funnel: funnel.data.funnel, texts, account } }, slugs };
};
