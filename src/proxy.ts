import { type NextRequest, NextResponse } from 'next/server';

/**
 * The bank search lives at `/girokosten/banks` (spec section 7), outside `/api` where the backend's
 * route file is. A rewrite in next.config.js would do the same, but any configured rewrite makes
 * every static page re-render once after hydration (Next must resolve its route first), so the proxy
 * handles this one path instead.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = '/api/girokosten/banks';
  return NextResponse.rewrite(url);
}

export const config = { matcher: '/girokosten/banks' };
