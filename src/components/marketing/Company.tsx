import styled from 'styled-components';
import { cardSurface } from '@/components/ui/surface';
import type { CompanyContent } from '@/content/types';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import { CardGrid } from './Cards';

const Entry = styled.li`
  padding: 1.25rem;
  ${cardSurface}

  h3 {
    margin: 0 0 0.3rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0.3rem 0 0;
  }
  .meta {
    color: ${theme.colors.muted};
  }
`;

/** The people of the company as content/company names them; the about page leaves the block out while there is none. */
export function Team({ team }: { team: CompanyContent['team'] }) {
  return (
    <CardGrid>
      {team.map((person) => (
        <Entry key={person.name}>
          <h3>{person.name}</h3>
          <p className="meta">{person.role}</p>
          {person.text && <p>{person.text}</p>}
        </Entry>
      ))}
    </CardGrid>
  );
}

/** The open positions of content/company, or plainly that there is none right now. */
export function Jobs({ jobs }: { jobs: CompanyContent['jobs'] }) {
  const { t } = useTranslation('content');
  if (jobs.length === 0) return <p>{t('jobs.none')}</p>;
  return (
    <CardGrid $columns={2}>
      {jobs.map((job) => (
        <Entry key={`${job.title}-${job.location}`}>
          <h3>{job.url ? <a href={job.url}>{job.title}</a> : job.title}</h3>
          <p className="meta">{[job.location, job.hours].filter(Boolean).join(' · ')}</p>
          <p>{job.text}</p>
        </Entry>
      ))}
    </CardGrid>
  );
}
