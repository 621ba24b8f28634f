/**
 * The commissioning service: each product's order funnel (general product information, no token,
 * cacheable) and placing an order (public, rate-limited per client IP and per e-mail address).
 */
import { funnelRequest, ibanBank, placeOrder as placeOrderEndpoint } from '@/contracts/commissioning';
import { normaliseIban } from '@/domain/iban/iban';
import { isProductName } from '@/domain/products';
import { normaliseEmail } from '@/basics/email-address';
import { addressKey } from '../../secrets';
import { bankOfIban } from '../../banks/iban-bank';
import { now } from '../../clock';
import { header, ok } from '../../http/api';
import { DomainError } from '../../domain-error';
import { type ApiRoute, route } from '../../http/router';
import { pageUrl } from '../../portal-links';
import { withinRateLimit } from '../../rate-limits/rate-limiter';
import { localisedFunnel } from '../../commissioning/funnels';
import { alertTeamOfDeadlineCase } from '../../cases/actions/deadline-alerts';
import { confirmOrder } from '../../commissioning/actions/confirm-order';
import { type PlacedOrder, placeOrder } from '../../commissioning/actions/place-order';
import { provenAddressOf } from '../../access/customer-session';
import { orderRateLimits } from '../../commissioning/settings';
import { uploadRoutes } from './upload-routes';

async function countOrder(ip: string, email: string): Promise<void> {
  const limits = orderRateLimits();
  await withinRateLimit(`order:ip:${ip}`, limits.perIp);
  await withinRateLimit(`order:email:${addressKey(normaliseEmail(email))}`, limits.perEmail);
}

/** After a new order: the customer's confirmation, and the team's mail when the case has a deadline. */
async function confirmAndAlert(placed: PlacedOrder): Promise<void> {
  await Promise.all([confirmOrder(placed.case, placed.order, placed.documentCategories, placed.proofToken), alertTeamOfDeadlineCase(placed.case, placed.order)]);
}

export const commissioningRoutes: ApiRoute[] = [
  ...uploadRoutes,
  route(funnelRequest, async ({ query, params }) => {
    if (!isProductName(params.product)) throw DomainError.of('not_found', 'product');
    return ok({ funnel: localisedFunnel(params.product, query.locale || 'de') }, { 'Cache-Control': 'public, max-age=300' });
  }),
  route(ibanBank, async ({ body }) => {
    const found = bankOfIban(normaliseIban(body.iban));
    return ok({ bank: found.found ? { name: found.bank.name, unprocessable: found.bank.unprocessable } : null }, { 'Cache-Control': 'private, no-store' });
  }),
  route(placeOrderEndpoint, async ({ body, request }) => {
    await countOrder(request.ip, body.customer.email);
    const placed = await placeOrder(body, { at: now(), ip: request.ip, userAgent: header(request, 'user-agent') ?? '', signedInAs: await provenAddressOf(request) });
    const row = placed.case;
    return {
      status: placed.created ? 201 : 200,
      body: {
        case: {
          public_id: row.publicId,
          reference_number: row.referenceNumber,
          product_name: row.productName,
          status: row.status,
          status_url: pageUrl('caseStatus', body.language, { id: row.publicId }),
        },
        created: placed.created,
      },
      // Only the request that placed the order confirms it and tells the team; a retry must not send a second
      // mail. The team hears of a case with a deadline at once: a dismissal claim filed after § 4 KSchG's
      // three weeks is lost (§ 7 KSchG).
      ...(placed.created ? { afterResponse: () => confirmAndAlert(placed) } : {}),
    };
  }),
];
