import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WORKSHOP_CATEGORIES, type WorkshopDto, STATIC_PAGE_META } from '@contract';
import { useGetWorkshopsQuery, WorkshopCard } from '@/entities/workshop';
import { useUrlState } from '@/shared/lib/url-state';
import { SearchField } from '@/shared/ui/fields';
import { PageHead } from '@/shared/ui/page-head';

const ALL = 'All Workshops';
const FILTERS = [ALL, ...WORKSHOP_CATEGORIES] as const;
const FILTER_KEYS = ['q', 'category'] as const;

function matches(workshop: WorkshopDto, term: string, category: string): boolean {
  if (category !== ALL && workshop.category !== category) return false;
  if (!term) return true;
  const text = `${workshop.title} ${workshop.description} ${workshop.topics.map((t) => t.title).join(' ')}`.toLowerCase();
  return text.includes(term.toLowerCase());
}

/** /workshops: search, category buttons and cards (docs/product.md §2); search and category live in the URL. */
export function WorkshopsPage() {
  const [filters, setFilters] = useUrlState(FILTER_KEYS);
  const term = filters.q;
  const category = (FILTERS as readonly string[]).includes(filters.category) ? filters.category : ALL;
  const { data, isLoading, isError } = useGetWorkshopsQuery(undefined);
  const shown = (data ?? []).filter((w) => matches(w, term.trim(), category));

  const update = (next: { q?: string; category?: string }) => setFilters(next.category === ALL ? { ...next, category: '' } : next);

  return (
    <Box component="section">
      <PageHead meta={STATIC_PAGE_META.workshops} />
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" component="h1">
            Workshops
          </Typography>
          <Typography sx={{ mt: 1.5, maxWidth: 720, fontSize: '1.1rem' }}>
            Three-hour, hands-on sessions at our HITEC City campus: build something real with an ITX trainer and see whether the field is
            for you.
          </Typography>
        </Container>
      </Box>
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
        ) : shown.length === 0 ? (
          <Typography role="status" sx={{ py: 4 }}>
            {term.trim() ? `No workshops found for "${term.trim()}".` : 'No workshops in this category yet.'}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {shown.map((w, i) => (
              <WorkshopCard key={w.slug} workshop={w} eager={i === 0} />
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
