import { useEffect, useState } from 'react';
import { fetchIbanBank } from '@/api-client/commissioning';

/** Bank names compared as people write them: case, spaces and "eG"/"AG" aside. */
export const sameBankName = (a: string, b: string) => {
  const comparable = (name: string) => name.toLocaleLowerCase('de').replace(/\b(eg|ag|e\.g\.)\b/g, '').replace(/[^\p{L}\p{N}]+/gu, '');
  const [x, y] = [comparable(a), comparable(b)];
  return x === y || x.includes(y) || y.includes(x);
};

/**
 * The bank a German IBAN belongs to, asked from the commissioning service (its Bundesbank file):
 * undefined while unknown or when the service cannot say, so nothing is claimed that was not found.
 */
export function useIbanBank(iban: string | undefined): { name: string } | undefined {
  const [bank, setBank] = useState<{ iban: string; name: string } | undefined>();
  useEffect(() => {
    if (!iban) return;
    let current = true;
    void fetchIbanBank(iban).then((answer) => {
      if (current && answer.ok && answer.data.bank) setBank({ iban, name: answer.data.bank.name });
    });
    return () => {
      current = false;
    };
  }, [iban]);
  return bank && bank.iban === iban ? { name: bank.name } : undefined;
}
