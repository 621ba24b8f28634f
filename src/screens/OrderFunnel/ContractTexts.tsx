import styled from 'styled-components';
import { useRouteHref } from '@/components/Link';
import { Markdown, Prose } from '@/components/marketing/Markdown';
import type { Language } from '@/basics/language';
import type { ContentNode } from '@/content/types';
import { formatIban, normaliseIban } from '@/domain/iban/iban';
import { formatCents } from '@/domain/pricing/price-texts';
import type { SuccessFeeRule } from '@/domain/pricing/success-fees';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import { Section } from './summary-section';

const TextBox = styled.div`
  max-height: 22rem;
  overflow-y: auto;
  padding: 0.25rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Draft = styled.p`
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surface};
  font-size: 0.9rem;
`;

/** What the customer entered that a contract text names (`{{subject}}`, `{{bank}}`, `{{payoutIban}}`, `{{iban}}`, `{{payout}}`). */
export type ContractValues = Record<string, string>;

/** The values of an order that its contract texts name, written as the contract states them. */
export function contractValuesOf(
  order: { subject: string; bank: string; payoutIban: string; iban: unknown; rule: SuccessFeeRule | undefined },
  language: Language,
): ContractValues {
  return {
    subject: order.subject,
    bank: order.bank,
    payoutIban: order.payoutIban.trim() ? formatIban(normaliseIban(order.payoutIban)) : '',
    iban: typeof order.iban === 'string' ? formatIban(order.iban) : '',
    payout: order.rule?.kind === 'payout' ? formatCents(order.rule.payoutCents, language) : '',
  };
}

/** Fills the order's own placeholders of a contract text with what the customer entered. */
export function filled(nodes: ContentNode[], values: ContractValues): ContentNode[] {
  return nodes.map((node) => {
    if (node.type === 'text') return { ...node, value: node.value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole) };
    if ('children' in node) return { ...node, children: filled(node.children, values) } as ContentNode;
    return node;
  });
}

/** A contract text with the order's values filled in, in full. */
export const FilledText = ({ nodes, values }: { nodes: ContentNode[]; values: ContractValues }) => (
  <Prose>
    <Markdown nodes={filled(nodes, values)} />
  </Prose>
);

/**
 * A contract text in full under its heading, in a box of its own that scrolls (and takes the keyboard's
 * focus to scroll), marked as a draft while the texts are one.
 */
export function ContractText({ id, title, nodes, values, draftNote }: { id: string; title: string; nodes: ContentNode[]; values: ContractValues; draftNote?: string }) {
  return (
    <Section>
      <h3 id={id}>{title}</h3>
      {draftNote && <Draft>{draftNote}</Draft>}
      <TextBox tabIndex={0} role="region" aria-labelledby={id}>
        <FilledText nodes={nodes} values={values} />
      </TextBox>
    </Section>
  );
}

/**
 * A link for a sentence of `Trans` that opens the page in a new window (its title says so), so the
 * order stays where it is. A plain anchor: `Trans` fills in the words.
 */
export function useNewWindowLink() {
  const { t } = useTranslation('orderFunnel');
  const href = useRouteHref();
  return function newWindowLink(to: 'terms' | 'privacy' | 'withdrawal') {
    return <a href={href(to)} target="_blank" rel="noopener" title={t('summary.newTab')} />;
  };
}
