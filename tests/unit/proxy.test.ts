/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { bankSearch } from '@/contracts/banks';
import { config, proxy } from '@/proxy';

describe('the proxy', () => {
  it('takes the bank search at its contract path into the API route', () => {
    expect(config.matcher).toBe(bankSearch.path);
    const response = proxy(new NextRequest('http://localhost/girokosten/banks?search=post'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost/api/girokosten/banks?search=post');
  });
});
