import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFetches, courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { ContactPage } from './contact-page';
import { DEFAULT_SITE_CONTACT } from '@contract';
import { openStreetMapEmbedUrl } from './campus-map';

jest.setTimeout(20_000);

const requested: string[] = [];
answerFetches((request, pathname) => {
  requested.push(request.url);
  if (pathname === '/api/courses') return Response.json([courseSummaryDto({ title: 'Data Science' })]);
  throw new Error(`unexpected request ${request.url}`);
});
afterEach(() => {
  requested.length = 0;
});

/** Every address the page's markup would make a browser fetch: frames, pictures, scripts, style sheets, media. */
const loadedAddresses = () =>
  [
    ...document.querySelectorAll(
      'iframe[src], img[src], script[src], link[href][rel~="stylesheet"], source[src], video[src], object[data], embed[src]',
    ),
  ].map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('data') ?? '');
const isThirdParty = (address: string) => /^(?:https?:)?\/\//i.test(address) && !address.startsWith(window.location.origin);

describe('ContactPage', () => {
  it('states the office hours next to the address and phones', () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const details = screen.getByRole('region', { name: 'Visit or Call Us' });
    expect(within(details).getByText('Monday to Saturday, 9:30 am to 7:00 pm')).toBeInTheDocument();
    expect(within(details).getByText('Closed on Sunday and on public holidays.')).toBeInTheDocument();
  });

  it('shows our own drawing of the campus map and loads nothing from a third party until the visitor asks', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const map = screen.getByRole('region', { name: 'Find Us' });
    expect(within(map).getByRole('img', { name: /pin at ITX Training Institute, 3rd Floor, Cyber Heights/ })).toBeInTheDocument();
    expect(map.querySelector('iframe')).toBeNull();
    expect(loadedAddresses().filter(isThirdParty)).toEqual([]);
    expect(requested.filter(isThirdParty)).toEqual([]);
    const open = within(map).getByRole('link', { name: 'Open in OpenStreetMap (opens in a new tab)' });
    expect(open).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=17.4474&mlon=78.3762#map=17/17.4474/78.3762');
    expect(open).toHaveAttribute('target', '_blank');

    await user.click(within(map).getByRole('button', { name: 'Load interactive map' }));
    const frame = map.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'OpenStreetMap: ITX Training Institute, HITEC City, Hyderabad');
    expect(frame).toHaveAttribute('src', openStreetMapEmbedUrl(DEFAULT_SITE_CONTACT.geo));
    expect(frame).toHaveFocus();
    expect(within(map).queryByRole('img')).not.toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: 'Load interactive map' })).not.toBeInTheDocument();
    expect(loadedAddresses().filter(isThirdParty)).toEqual([openStreetMapEmbedUrl(DEFAULT_SITE_CONTACT.geo)]);
  });

  it("frames OpenStreetMap's embed around the campus with a marker on it", () => {
    expect(openStreetMapEmbedUrl(DEFAULT_SITE_CONTACT.geo)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=78.3682,17.4429,78.3842,17.4519&layer=mapnik&marker=17.4474,78.3762',
    );
  });
});
