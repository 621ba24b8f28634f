import { screen } from '@testing-library/react';
import { ReviewWidget } from '@/components/marketing/Reviews';
import { socialProofOf } from '@/content/social-proof';
import type { SocialProof } from '@/content/types';
import { renderOnPage } from '../../../support/render';

describe('review widget', () => {
  const proof = socialProofOf('de');

  it('shows the average, the count, the source and the newest reviews', () => {
    renderOnPage(<ReviewWidget socialProof={proof} />, { url: '/' });
    expect(screen.getByText('4,7 von 5 Sternen aus 1.280 Bewertungen')).toBeInTheDocument();
    expect(screen.getByText(/^Quelle:/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Alle Kundenerfahrungen lesen' })).toHaveAttribute('href', '/kundenerfahrungen');
  });

  it('says plainly when its entries are sample data, and only then', () => {
    const { unmount } = renderOnPage(<ReviewWidget socialProof={proof} />, { url: '/' });
    expect(screen.getByText(/^Beispieldaten/)).toBeInTheDocument();
    unmount();
    const real: SocialProof = { ...proof, sample: false };
    renderOnPage(<ReviewWidget socialProof={real} />, { url: '/' });
    expect(screen.queryByText(/^Beispieldaten/)).not.toBeInTheDocument();
  });
});
