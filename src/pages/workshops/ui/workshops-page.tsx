import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WORKSHOP_CATEGORIES, type WorkshopDto, STATIC_PAGE_META } from '@contract';
import { useGetWorkshopsQuery, WorkshopCard } from '@/entities/workshop';
import { searchRanked } from '@/shared/lib/search';
import { useUrlState } from '@/shared/lib/url-state';
import { cardGridSx } from '@/shared/ui/section-parts';
import { SearchField } from '@/shared/ui/fields';
import { PageHead } from '@/shared/ui/page-head';
import { PageBand } from '@/shared/ui/page-band';
import { useSiteFacts } from '@/shared/lib/contact-links';

const ALL = 'All Workshops';
const FILTERS = [ALL, ...WORKSHOP_CATEGORIES] as const;
const FILTER_KEYS = ['q', 'category'] as const;

const gridSx = cardGridSx(3);

/**
 * The search ignores case, spaces, hyphens and punctuation, and looks at titles, descriptions, categories and
 * topics; title matches come first (each group keeps its date order).
 */
function searched(workshops: readonly WorkshopDto[], term: string): WorkshopDto[] {
  return searchRanked(workshops, term, (w) => ({ title: w.title, rest: [w.description, w.category, ...w.topics.map((t) => t.title)] }));
}

const byStart = (a: WorkshopDto, b: WorkshopDto) => Date.parse(a.startsAt) - Date.parse(b.startsAt);

/** Upcoming workshops (open or fully booked) soonest first; ended ones most recent first (docs/product.md D11). */
function upcomingAndPast(workshops: readonly WorkshopDto[]): { upcoming: WorkshopDto[]; past: WorkshopDto[] } {
  return {
    upcoming: workshops.filter((w) => w.status !== 'ended').sort(byStart),
    past: workshops
      .filter((w) => w.status === 'ended')
      .sort(byStart)
      .reverse(),
  };
}

/**
 * /workshops: search, category buttons, the upcoming workshops and, below them, the past ones (docs/product.md §2,
 * D11); search and category live in the URL.
 */
export function WorkshopsPage() {
  const site = useSiteFacts();
  const [filters, setFilters] = useUrlState(FILTER_KEYS);
  const term = filters.q;
  const category = (FILTERS as readonly string[]).includes(filters.category) ? filters.category : ALL;
  const { data, isLoading, isError } = useGetWorkshopsQuery(undefined);
  const inCategory = upcomingAndPast((data ?? []).filter((w) => category === ALL || w.category === category));
  const upcoming = searched(inCategory.upcoming, term.trim());
  const past = searched(inCategory.past, term.trim());
  const searchedFor = term.trim();
  const noneMessage =
    past.length > 0
      ? searchedFor
        ? `No upcoming workshops found for "${searchedFor}".`
        : 'No upcoming workshops right now: new dates are coming soon.'
      : searchedFor
        ? `No workshops found for "${searchedFor}".`
        : 'No workshops in this category yet.';

  const update = (next: { q?: string; category?: string }) => setFilters(next.category === ALL ? { ...next, category: '' } : next);

  return (
    <Box component="section">
      <PageHead meta={STATIC_PAGE_META.workshops} />
      <PageBand title="Workshops">
        Three-hour, hands-on sessions at our {site.area} campus: build something real with an ITX trainer and see whether the field is for
        you.
      </PageBand>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 4 }}>
          <Box role="group" aria-label="Category" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {FILTERS.map((f) => (
              <Button
                key={f}
                variant={f === category ? 'contained' : 'outlined'}
                aria-pressed={f === category}
                onClick={() => update({ category: f })}
              >
                {f}
              </Button>
            ))}
          </Box>
          <SearchField
            label="Search workshops"
            size="small"
            value={term}
            onChange={(q) => update({ q })}
            sx={{ minWidth: { xs: '100%', sm: 280 } }}
          />
        </Box>
        {isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading workshops" />
          </Box>
        ) : isError ? (
          <Alert severity="error">We could not load the workshops. Please refresh the page.</Alert>
        ) : (
          <>
            <Box component="section" aria-labelledby="upcoming-workshops-heading">
              <Typography id="upcoming-workshops-heading" variant="h2" component="h2" sx={{ fontSize: '1.75rem', mb: 3 }}>
                Upcoming workshops
              </Typography>
              {upcoming.length === 0 ? (
                <Typography role="status" sx={{ py: 4 }}>
                  {noneMessage}
                </Typography>
              ) : (
                <Box sx={gridSx}>
                  {upcoming.map((w, i) => (
                    <WorkshopCard key={w.slug} workshop={w} eager={i === 0} headingLevel="h3" />
                  ))}
                </Box>
              )}
            </Box>
            {past.length > 0 ? (
              <Box component="section" aria-labelledby="past-workshops-heading" sx={{ mt: 8 }}>
                <Typography id="past-workshops-heading" variant="h2" component="h2" sx={{ fontSize: '1.75rem', mb: 3 }}>
                  Past workshops
                </Typography>
                <Box sx={gridSx}>
                  {past.map((w) => (
                    <WorkshopCard key={w.slug} workshop={w} headingLevel="h3" />
                  ))}
                </Box>
              </Box>
            ) : null}
          </>
        )}
      </Container>
    </Box>
  );
}
