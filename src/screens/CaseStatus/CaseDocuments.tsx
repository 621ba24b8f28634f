import styled from 'styled-components';
import type { Language } from '@/basics/language';
import { numberFormat } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { theme } from '@/styles/theme';
import type { CaseFiles } from './case-view';

const Section = styled.section`
  margin-top: 2.5rem;

  h2 {
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0.75rem 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 0.6rem 0;
    border-top: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 1px solid ${theme.colors.border};
  }
  a {
    font-weight: 600;
  }
`;

const Details = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

/** A file size as people read it: kB below a megabyte, else MB with one decimal (1,000-based, as the upload limit says). */
export function fileSize(bytes: number, language: Language): string {
  if (bytes < 1_000_000) return `${numberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)))} kB`;
  return `${numberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

/** The kind of file in words people know: PDF, JPEG, PNG. */
export const fileKind = (mediaType: string): string => (mediaType.split('/')[1] ?? mediaType).toUpperCase();

/** The case's uploaded documents and its order confirmation, each a download. */
export function CaseDocuments({ files }: { files: CaseFiles }) {
  const { t } = useTranslation('caseOrder');
  const language = useLanguage();
  if (files === null) return null;
  return (
    <Section aria-labelledby="case-documents">
      <h2 id="case-documents">{t('documents.title')}</h2>
      {files === 'unavailable' ? (
        <p>{t('documents.unavailable')}</p>
      ) : (
        <>
          <p>{t('documents.intro')}</p>
          <ul>
            {files.confirmation && (
              <li>
                {/* The accessible name holds the visible words (WCAG 2.5.3); the file name follows beneath. */}
                <a href={files.confirmation.url} download={files.confirmation.name} aria-label={t('documents.download', { name: t('documents.confirmation') })}>
                  {t('documents.confirmation')}
                </a>
                <Details>{files.confirmation.name}</Details>
              </li>
            )}
            {files.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} download={document.name} aria-label={t('documents.download', { name: document.name })}>
                  {document.name}
                </a>
                <Details>{t('documents.details', { type: fileKind(document.mediaType), size: fileSize(document.sizeBytes, language) })}</Details>
              </li>
            ))}
          </ul>
          {files.documents.length === 0 && <p>{t('documents.empty')}</p>}
        </>
      )}
    </Section>
  );
}
