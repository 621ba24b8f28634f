import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Forbidden } from '@/components/staff/Forbidden';
import { Notice } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { StaffDeclaration } from '@/contracts/declarations';
import type { DeclarationStateFilter } from '@/contracts/vocabulary/declarations';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { StaffPageData } from '@/page-setup/staff-page';
import { DeclarationCard } from './DeclarationCard';

// `cases` names the products, `commissioning` the plans and the compensation's words.
export const staffDeclarationsNamespaces: Namespace[] = ['staff', 'errors', 'cases', 'commissioning'];

export type StaffDeclarationsData = StaffPageData & { declarations?: StaffDeclaration[]; show?: DeclarationStateFilter };

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
`;

const Filters = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
`;

/**
 * Withdrawals and cancellations received without signing in: those that took effect on their own
 * and, first of all, those waiting for a person (no contract of that reference and address, or one
 * received late or on a closed case). Staff match a declaration to its contract, which then takes
 * effect and tells the customer, or close it when it belongs to no contract of ours.
 */
export function StaffDeclarationsScreen({ forbidden, declarations, show = 'open' }: StaffDeclarationsData) {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list comes from the page's loader: reloading shows the declaration as the service stored it.
  const settled = async (declaration: StaffDeclaration) => {
    await router.replace(router.asPath, undefined, { scroll: false });
    setNotice(t(declaration.state === 'applied' ? 'declarations.appliedNotice' : 'declarations.closedNotice', { receipt: declaration.receipt_number }));
    heading.current?.focus();
  };
  return (
    <Container>
      <PageHead title={t('declarations.title')} description={t('declarations.description')} />
      {forbidden || !declarations ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('declarations.title')}</h1>
          <Lead>{t('declarations.lead')}</Lead>
          <Filters>
            <Link to="staffDeclarations" aria-current={show === 'open' ? 'page' : undefined}>
              {t('declarations.showOpen')}
            </Link>
            <Link to="staffDeclarations" query={{ show: 'all' }} aria-current={show === 'all' ? 'page' : undefined}>
              {t('declarations.showAll')}
            </Link>
          </Filters>
          <div role="status">{notice && <Notice>{notice}</Notice>}</div>
          <h2 ref={heading} tabIndex={-1}>
            {t(show === 'open' ? 'declarations.openTitle' : 'declarations.allTitle', { count: declarations.length })}
          </h2>
          {declarations.length === 0 ? (
            <p>{t(show === 'open' ? 'declarations.openEmpty' : 'declarations.allEmpty')}</p>
          ) : (
            <List>
              {declarations.map((declaration) => (
                <li key={declaration.id}>
                  <DeclarationCard declaration={declaration} onSettled={settled} />
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </Container>
  );
}
