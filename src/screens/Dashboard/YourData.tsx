import { useState } from 'react';
import { Link } from '@/components/Link';
import { ErrorList } from '@/components/ui/ErrorList';
import { SecondaryButton } from '@/components/ui/buttons';
import type { ErrorItem } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { downloadOwnData } from '@/session/own-data';
import { SideCard } from './ProfileCard';

/** Hands the archive to the browser as a download (the request needed the session's headers, so no plain link can fetch it). */
function saveFile(content: Uint8Array, mediaType: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy; the page needs the bytes no longer.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type State = { state: 'rest' | 'pending' | 'done' } | { state: 'failed'; errors: ErrorItem[] };

/**
 * The customer's own data (GDPR Art. 15, 17, 20): everything as one archive, how to change the profile,
 * and the way to delete the account.
 */
export function YourData() {
  const { t } = useTranslation('privacy');
  const language = useLanguage();
  const [status, setStatus] = useState<State>({ state: 'rest' });

  const download = async () => {
    if (status.state === 'pending') return;
    setStatus({ state: 'pending' });
    const response = await downloadOwnData(language);
    if (!response.ok) {
      setStatus({ state: 'failed', errors: response.errors });
      return;
    }
    saveFile(response.data.content, response.data.mediaType, response.data.fileName ?? 'klarfall.zip');
    setStatus({ state: 'done' });
  };

  return (
    <SideCard aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('yourData.title')}</h2>
      <p>{t('yourData.text')}</p>
      <p>
        <SecondaryButton type="button" onClick={download} disabled={status.state === 'pending'} aria-busy={status.state === 'pending'}>
          {status.state === 'pending' ? t('yourData.preparing') : t('yourData.download')}
        </SecondaryButton>
      </p>
      <div role="status">{status.state === 'done' && <p>{t('yourData.ready')}</p>}</div>
      {status.state === 'failed' && <ErrorList errors={status.errors} />}
      <p>{t('yourData.changeDetails')}</p>
      <p>
        <Link to="accountDeletion">{t('yourData.deleteLink')}</Link>
      </p>
    </SideCard>
  );
}
