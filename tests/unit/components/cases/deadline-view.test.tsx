import { screen } from '@testing-library/react';
import { CaseDeadline } from '@/components/cases/CaseDeadline';
import { deadlineView } from '@/components/cases/deadline-view';
import { renderOnPage } from '../../../support/render';

describe('deadlineView', () => {
  it('gives the day, the days left and how loudly to warn', () => {
    expect(deadlineView({ day: '2026-03-23', days_left: 13, warning: 'ok' }, 'received')).toEqual({ day: '2026-03-23', daysLeft: 13, warning: 'ok', message: 'ok', tone: 'calm' });
    expect(deadlineView({ day: '2026-03-23', days_left: 6, warning: 'soon' }, 'in_review')).toMatchObject({ message: 'soon', tone: 'warning' });
    expect(deadlineView({ day: '2026-03-23', days_left: 2, warning: 'urgent' }, 'received')).toMatchObject({ message: 'urgent', tone: 'alarm' });
    expect(deadlineView({ day: '2026-03-23', days_left: 0, warning: 'urgent' }, 'received')).toMatchObject({ message: 'lastDay', tone: 'alarm' });
    expect(deadlineView({ day: '2026-03-23', days_left: -4, warning: 'passed' }, 'court')).toMatchObject({ message: 'passed', tone: 'alarm' });
  });

  it('shows nothing for closed cases and cases without a deadline', () => {
    for (const status of ['successful', 'unsuccessful', 'withdrawn']) {
      expect(deadlineView({ day: '2026-03-23', days_left: 1, warning: 'urgent' }, status)).toBeNull();
    }
    expect(deadlineView(undefined, 'received')).toBeNull();
    expect(deadlineView(null, 'received')).toBeNull();
  });

  it('shows a warning word it does not know as the plain day', () => {
    expect(deadlineView({ day: '2026-03-23', days_left: 5, warning: 'whatever' as 'ok' }, null)).toMatchObject({ message: 'ok', tone: 'calm' });
  });
});

describe('CaseDeadline', () => {
  it('shows the date and the days left in German, without a warning while there is time', () => {
    renderOnPage(<CaseDeadline deadline={{ day: '2026-03-23', days_left: 13, warning: 'ok' }} status="received" id="x" />);
    const region = screen.getByRole('region', { name: 'Frist für die Kündigungsschutzklage' });
    expect(region).toHaveTextContent('23.03.2026 – noch 13 Tage');
    expect(region).not.toHaveTextContent('Achtung');
  });

  it('warns in words when the deadline is near or has passed (not by colour alone)', () => {
    const { unmount } = renderOnPage(<CaseDeadline deadline={{ day: '2026-03-23', days_left: 1, warning: 'urgent' }} status="received" id="x" />, { url: '/en' });
    const region = screen.getByRole('region', { name: 'Deadline for an action against the dismissal' });
    expect(region).toHaveTextContent('23 March 2026 – 1 day left');
    expect(region).toHaveTextContent('Important: The deadline ends on 23 March 2026.');
    unmount();
    renderOnPage(<CaseDeadline deadline={{ day: '2026-03-23', days_left: 0, warning: 'urgent' }} status="received" id="x" />);
    expect(screen.getByRole('region')).toHaveTextContent('23.03.2026 – heute letzter Tag');
    expect(screen.getByRole('region')).toHaveTextContent('Achtung: Heute, am 23.03.2026, ist der letzte Tag');
  });

  it('says when it has passed, and shows nothing for a closed case', () => {
    const { unmount } = renderOnPage(<CaseDeadline deadline={{ day: '2026-03-23', days_left: -2, warning: 'passed' }} status="received" id="x" />);
    expect(screen.getByRole('region')).toHaveTextContent('23.03.2026 – abgelaufen');
    expect(screen.getByRole('region')).toHaveTextContent('Achtung: Die Frist ist am 23.03.2026 abgelaufen.');
    unmount();
    const { container } = renderOnPage(<CaseDeadline deadline={{ day: '2026-03-23', days_left: -2, warning: 'passed' }} status="withdrawn" id="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
