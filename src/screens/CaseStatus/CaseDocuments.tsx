import styled from 'styled-components';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';
import { AccountFileLink } from '@/components/conversation/AccountFileLink';
import { fileKind, fileSize } from '@/components/conversation/file-words';
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


/**
 * A download by the door the list came through: a plain link by the status link (works without
 * JavaScript), or fetched with the session for the signed-in owner.
 */
function FileLink({ door, caseId, file, name, url, label, children }: { door: 'link' | 'account'; caseId: string; file: { document: string } | 'confirmation'; name: string; url: string; label: string; children: string }) {
  if (door === 'account') {
    return (
      <AccountFileLink door={{ caseId }} file={file} name={name} url={url} label={label}>
        {children}
      </AccountFileLink>
    );
  }
  return (
    <a href={url} download={name} aria-label={label}>
      {children}
    </a>
  );
}

/**
 * The case's documents and its order confirmation, each a download: by the status link, the order's
 * documents; for the signed-in owner, every document of the case (the conversation's too).
 */
export function CaseDocuments({ files, caseId }: { files: CaseFiles; caseId: string }) {
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
          <p>{files.door === 'account' ? t('documents.introAll') : t('documents.intro')}</p>
          <ul>
            {files.confirmation && (
              <li>
                {/* The accessible name holds the visible words (WCAG 2.5.3); the file name follows beneath. */}
                <FileLink
                  door={files.door}
                  caseId={caseId}
                  file="confirmation"
                  name={files.confirmation.name}
                  url={files.confirmation.url}
                  label={t('documents.download', { name: t('documents.confirmation') })}
                >
                  {t('documents.confirmation')}
                </FileLink>
                <Details>{files.confirmation.name}</Details>
              </li>
            )}
            {files.documents.map((document) => (
              <li key={document.id}>
                <FileLink
                  door={files.door}
                  caseId={caseId}
                  file={{ document: document.id }}
                  name={document.name}
                  url={document.url}
                  label={t('documents.download', { name: document.name })}
                >
                  {document.name}
                </FileLink>
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
