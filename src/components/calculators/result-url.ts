import { useRouter } from 'next/router';
import { carriedQuery, withQuery } from '@/page-setup/query';
import { useLanguage } from '@/page-setup/PageContext';
import { routePath } from '@/routes';

/**
 * The query a result's URL holds: the fields filled in, as the form would send them with GET (a
 * checked checkbox as `on`); fields still at their empty value (an unanswered "don't know") stay out.
 */
export function queryOfValues<Values extends { [Name in keyof Values]: string | boolean }>(values: Values, empty: Values): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(values) as (keyof Values & string)[]).flatMap((name) => {
      const value = values[name];
      if (value === empty[name] || value === '' || value === false) return [];
      return [[name, value === true ? 'on' : String(value).trim()]];
    }),
  );
}

/**
 * On a calculator's own page, a result calculated in the browser puts the form's values into the URL
 * (without a new history entry or a server round trip), so that the result can be shared or bookmarked
 * as one the server rendered can; the page's other query parameters (layout, tracking) stay.
 */
export function useResultUrl(routeId: 'rentBrakeCheck' | 'severanceCalculator', enabled: boolean) {
  const router = useRouter();
  const language = useLanguage();
  return <Values extends { [Name in keyof Values]: string | boolean }>(values: Values, empty: Values) => {
    if (!enabled) return;
    const path = routePath(routeId, language);
    void router.replace(withQuery(path, { ...carriedQuery(path, router.query), ...queryOfValues(values, empty) }), undefined, { shallow: true, scroll: false });
  };
}
