/**
 * The commissioning service: each product's order funnel (general product information, no token,
 * cacheable) and placing an order (public, rate-limited per client IP and per e-mail address).
 */
import { funnelRequest, ibanBank, placeOrder as placeOrderEndpoint } from '@/contracts/commissioning';
import { normaliseIban } from '@/domain/iban/iban';
import { isProductName } from '@/domain/products';
import { normaliseEmail } from '@/basics/email-address';
import { addressKey } from '../../accounts/secrets';
import { bankOfIban } from '../../banks/iban-bank';
import { now } from '../../clock';
import { header, ok } from '../../http/api';
import { ApiError, tooManyRequests } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import { pageUrl } from '../../portal-links';
import { consume } from '../../rate-limits/rate-limiter';
import { localisedFunnel } from '../funnels';
import { confirmOrder } from '../actions/confirm-order';
import { placeOrder } from '../actions/place-order';
import { orderRateLimits } from '../settings';
import { uploadRoutes } from './upload-routes';

async function countOrder(ip: string, email: string): Promise<void> {
  const limits = orderRateLimits();
  const byIp = await consume(`order:ip:${ip}`, limits.perIp);
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
  const byEmail = await consume(`order:email:${addressKey(normaliseEmail(email))}`, limits.perEmail);
  if (!byEmail.allowed) throw tooManyRequests(byEmail.retryAfterSeconds);
}

export const commissioningRoutes: ApiRoute[] = [
  ...uploadRoutes,
  route(funnelRequest, async ({ query, params }) => {
    if (!isProductName(params.product)) throw ApiError.of(404, 'not_found', 'product');
    return ok({ funnel: localisedFunnel(params.product, query.locale || 'de') }, { 'Cache-Control': 'public, max-age=300' });
  }),
  route(ibanBank, async ({ body }) => {
    const found = bankOfIban(normaliseIban(body.iban));
    return ok({ bank: found.found ? { name: found.bank.name, unprocessable: found.bank.unprocessable } : null }, { 'Cache-Control': 'private, no-store' });
  }),
  route(placeOrderEndpoint, async ({ body, request }) => {
    await countOrder(request.ip, body.customer.email);
    const placed = await placeOrder(body, { at: now(), ip: request.ip, userAgent: header(request, 'user-agent') ?? '' });
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
      // Only the request that placed the order confirms it; a retry must not send a second mail.
      ...(placed.created ? { afterResponse: () => confirmOrder(placed.case, placed.order) } : {}),
    };
  }),
];
