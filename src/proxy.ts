import { type NextRequest, NextResponse } from 'next/server';

/**
 * The bank search lives outside `/api` (src/contracts/banks.ts), where clients expect it, while the
 * backend's route file is under `/api`: this rewrites it there. A rewrite in next.config.js would do
 * the same, but any configured rewrite makes every static page re-render once after hydration (Next
 * must resolve its route first), so the proxy handles this one path instead.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = `/api${url.pathname}`;
  return NextResponse.rewrite(url);
}

// Next reads the matcher without running the module, so it is written out; a unit test keeps it the
// contract's path.
export const config = { matcher: '/girokosten/banks' };
