import { screen } from '@testing-library/react';
import { ReviewList, ReviewWidget } from '@/components/marketing/Reviews';
import { Testimonial } from '@/components/marketing/Testimonial';
import type { PublishedReviews } from '@/contracts/reviews';
import { renderOnPage } from '../../../support/render';

const review = (stars: number, text: string, author: string) => ({ stars, text, author, product_name: 'deposit', product_title: 'Mietkaution zurückfordern', date: '2026-10-14' });

const published: PublishedReviews = {
  average: 4.25,
  count: 1280,
  items: [review(4, 'Kam nach zwei Schreiben zurück.', 'Sabine W.'), review(5, 'Alles geklärt,\nohne Streit.', 'Julia K.'), review(3, 'Ging so.', 'Tom B.'), review(5, 'Gut.', 'Ali C.')],
};
const none: PublishedReviews = { average: null, count: 0, items: [] };

describe('review widget', () => {
  it('shows the real average, the count, the newest texts and how the reviews are checked', () => {
    renderOnPage(<ReviewWidget reviews={published} />, { url: '/' });
    expect(screen.getByText('4,3 von 5 Sternen aus 1.280 Bewertungen')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Julia K. · Mietkaution zurückfordern · 14.10.2026');
    expect(screen.getByText(/^Geprüfte Bewertungen: Bewerten können nur Kundinnen und Kunden, die uns beauftragt haben und deren Fall abgeschlossen ist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Kundenerfahrungen lesen' })).toHaveAttribute('href', '/kundenerfahrungen');
  });

  it('counts one review in the singular, in English too', () => {
    renderOnPage(<ReviewWidget reviews={{ average: 5, count: 1, items: [] }} />, { url: '/en' });
    expect(screen.getByText('5.0 out of 5 stars from 1 review')).toBeInTheDocument();
    expect(screen.getByText(/^Verified reviews: only customers who commissioned us and whose case is closed/)).toBeInTheDocument();
    // The one review has no English text: the page says so and where the other texts are.
    expect(screen.getByText(/^The reviews so far have no text or are written in German/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'German page' })).toHaveAttribute('href', '/kundenerfahrungen');
  });

  it('shows nothing at all, not even a zero, until a rating is published', () => {
    for (const reviews of [none, null]) {
      const { container, unmount } = renderOnPage(<ReviewWidget reviews={reviews} />, { url: '/' });
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('lists every text on the experiences page, and says plainly when there is none yet', () => {
    const { unmount } = renderOnPage(<ReviewList reviews={published} />, { url: '/kundenerfahrungen' });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    unmount();
    renderOnPage(<ReviewList reviews={none} />, { url: '/kundenerfahrungen' });
    expect(screen.getByText(/^Noch sind keine Bewertungen veröffentlicht/)).toBeInTheDocument();
    expect(screen.queryByText(/Sternen/)).not.toBeInTheDocument();
  });
});

describe('testimonial', () => {
  it('quotes the newest five-star review with its author', () => {
    renderOnPage(<Testimonial reviews={published} />, { url: '/' });
    expect(screen.getByRole('blockquote')).toHaveTextContent('Alles geklärt, ohne Streit.');
    expect(screen.getByText('Julia K.')).toBeInTheDocument();
  });

  it('is left out while no review fits', () => {
    const { container } = renderOnPage(<Testimonial reviews={{ average: 3, count: 1, items: [review(3, 'Ging so.', 'Tom B.')] }} />, { url: '/' });
    expect(container).toBeEmptyDOMElement();
  });
});
