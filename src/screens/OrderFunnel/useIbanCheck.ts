import { useEffect, useState } from 'react';
import type { Funnel } from '@/contracts/commissioning';
import type { IbanChecker } from './answers';

/**
 * The IBAN check for a funnel that asks for an IBAN, loaded when such a funnel starts rather than with
 * the page: its country formats are the largest part of the funnel's rules, and the other funnels never
 * need them. `ready` once the answers can be checked; `error` when the code could not be loaded.
 */
export function useIbanCheck(funnel: Funnel): { ready: boolean; checkIban: IbanChecker; error: Error | null } {
  const asksIban = funnel.steps.some((step) => step.questions.some((question) => question.type === 'iban'));
  const [loaded, setLoaded] = useState<{ checkIban?: IbanChecker; error: Error | null }>({ error: null });
  useEffect(() => {
    if (!asksIban) return;
    let mounted = true;
    import('@/domain/iban/iban').then(
      (module) => mounted && setLoaded({ checkIban: module.checkIban, error: null }),
      (error: Error) => mounted && setLoaded({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [asksIban]);
  return { ready: !asksIban || loaded.checkIban !== undefined, checkIban: loaded.checkIban, error: loaded.error };
}
