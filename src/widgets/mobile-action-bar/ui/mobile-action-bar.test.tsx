import { screen } from '@testing-library/react';
import { DEFAULT_SITE_CONTACT } from '@contract';
import { whatsAppHref } from '@/shared/lib/contact-links';
import { answerFetches, courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { MobileActionBar } from './mobile-action-bar';

answerFetches((_request, pathname) => {
  if (pathname === '/api/courses') return Response.json([courseSummaryDto({ title: 'Data Science', slug: 'data-science' })]);
  throw new Error(`unexpected request ${pathname}`);
});

describe('MobileActionBar', () => {
  it("names the course of the page in the WhatsApp message and the demo form's address", async () => {
    renderWithProviders(<MobileActionBar />, { route: '/courses/data-science' });
    const bar = screen.getByRole('navigation', { name: 'Talk to us' });
    expect(bar).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +91 90000 12345' })).toHaveAttribute('href', 'tel:+919000012345');
    expect(await screen.findByRole('link', { name: 'Book free demo' })).toHaveAttribute('href', '/enrollnow?course=data-science');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp us (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute('href', whatsAppHref(DEFAULT_SITE_CONTACT, 'Data Science'));
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toBe(
      'https://wa.me/919000012345?text=Hello ITX, I would like to know about the Data Science course.',
    );
  });

  it('asks about the courses in general elsewhere, and is not shown in the admin area', () => {
    const { unmount } = renderWithProviders(<MobileActionBar />, { route: '/blogs' });
    expect(screen.getByRole('link', { name: 'Book free demo' })).toHaveAttribute('href', '/enrollnow');
    expect(decodeURIComponent(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '')).toMatch(/about your courses\.$/);
    unmount();
    renderWithProviders(<MobileActionBar />, { route: '/admin/leads' });
    expect(screen.queryByRole('navigation', { name: 'Talk to us' })).not.toBeInTheDocument();
  });
});
