import styled from 'styled-components';
import { ArticleTeasers } from '@/components/marketing/ArticleTeasers';
import { Markdown } from '@/components/marketing/Markdown';
import { Section } from '@/components/marketing/Section';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { ButtonRow, SecondaryButtonLink } from '@/components/ui/buttons';
import { Container } from '@/components/ui/Container';
import { useTranslation } from '@/i18n/useTranslation';
import type { ArticlePageProps } from '@/page-setup/content-props';
import { theme } from '@/styles/theme';

const Header = styled.header`
  max-width: 72ch;
  margin-bottom: 1.5rem;

  p {
    color: ${theme.colors.muted};
  }
`;

const Breadcrumb = styled.nav`
  margin-bottom: 1rem;
  font-size: 0.95rem;

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: 0.4rem;
    color: ${theme.colors.muted};
  }
`;

const Lead = styled.p`
  font-size: 1.15rem;
`;

/** One article of the guide, rendered from content/articles/<language>/<slug>.md. */
export function ArticleScreen({ article, more }: ArticlePageProps) {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHead title={article.metaTitle} description={article.description} type="article" />
      <Container>
        <article>
          <Header>
            <Breadcrumb aria-label={t('article.breadcrumb')}>
              <ol>
                <li>
                  <Link to="guides">{t('articles.title')}</Link>
                </li>
                <li>{t(`topics.${article.topic}`)}</li>
              </ol>
            </Breadcrumb>
            <h1>{article.title}</h1>
            <p>
              {t('article.published')} <time dateTime={article.date}>{article.dateText}</time> ·{' '}
              {t('article.readingTime', { minutes: article.readingMinutes })}
            </p>
            <Lead>{article.teaser}</Lead>
          </Header>
          <Markdown nodes={article.body} />
          {article.related.length > 0 && (
            <ButtonRow>
              {article.related.map((action) => (
                <SecondaryButtonLink key={action.to} to={action.to}>
                  {action.label}
                </SecondaryButtonLink>
              ))}
            </ButtonRow>
          )}
        </article>
      </Container>
      {more.length > 0 && (
        <Section id="more" title={t('article.more')} tone="surface">
          <ArticleTeasers teasers={more} />
        </Section>
      )}
    </>
  );
}
