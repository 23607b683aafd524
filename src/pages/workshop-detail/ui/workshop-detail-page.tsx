import { lazy, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import {
  formatWorkshopWhen,
  notFoundMeta,
  ROUTES,
  WORKSHOP_ENDED_MESSAGE,
  WORKSHOP_FULL_LABEL,
  workshopMeta,
  type WorkshopDto,
} from '@contract';
import { seatsLeftLabel, useGetWorkshopQuery, WORKSHOP_STATUS_LABELS } from '@/entities/workshop';
import { backendUrl } from '@/shared/config';
import { NeededSoon } from '@/shared/lib/dom';
import { FluidImage } from '@/shared/ui/fluid-image';
import { PageHead, RedirectTo } from '@/shared/ui/page-head';
import { useSiteFacts } from '@/shared/lib/contact-links';

/** The places line of the banner: seats left of a limited workshop, or that registrations join the waitlist. */
// The registration form (Formik, yup, MUI's text fields) ends the page: the server's form stays as it is,
// and its code loads and hydrates it as the visitor heads there, touches it or presses Tab (NeededSoon).
const WorkshopRegistrationForm = lazy(() => import('@/features/register-workshop').then((m) => ({ default: m.WorkshopRegistrationForm })));
/** About the form's height, kept free on a page the browser builds until it arrives. */
const registrationPlaceholder = <div style={{ minHeight: 480 }} />;

function RegistrationForm({ workshop }: { workshop: WorkshopDto }) {
  // Made once per workshop: a new element while the server's form waits would be an update to it (NeededSoon).
  const form = useMemo(() => <WorkshopRegistrationForm workshop={workshop} />, [workshop]);
  return <NeededSoon placeholder={registrationPlaceholder}>{form}</NeededSoon>;
}

function placesText(workshop: WorkshopDto): string | null {
  if (workshop.status === 'full') return `${WORKSHOP_FULL_LABEL}: registrations join the waitlist`;
  if (workshop.status === 'open' && workshop.seatsLeft !== null) return seatsLeftLabel(workshop.seatsLeft);
  return null;
}

/** Where the registration form stands once the workshop is over: registrations are closed (docs/product.md D11). */
function WorkshopEnded() {
  return (
    <>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        {WORKSHOP_ENDED_MESSAGE}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>Registrations are closed.</Typography>
      <Link component={RouterLink} to={ROUTES.workshops} sx={{ fontWeight: 700 }}>
        See upcoming workshops
      </Link>
    </>
  );
}

/**
 * /workshops/{slug}: banner with when (with the year), how long, where and the places left; overview, what you'll
 * learn, registration (closed once the workshop has ended), highlights (docs/product.md §2).
 */
export function WorkshopDetailPage() {
  const site = useSiteFacts();
  const { slug = '' } = useParams();
  const { data: workshop, error, isLoading } = useGetWorkshopQuery(slug);

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading workshop" />
      </Box>
    );
  }
  // An unknown slug goes to /bootcamps, which leads on to /workshops (docs/product.md §2, D3).
  if (error && 'status' in error && error.status === 404) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <PageHead meta={notFoundMeta('Workshop', ROUTES.workshop(slug))} />
        <RedirectTo to={ROUTES.bootcamps} />
        <Typography variant="h1" component="h1">
          Workshop not found
        </Typography>
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={ROUTES.workshops}>
            See all workshops
          </Link>
        </Typography>
      </Container>
    );
  }
  if (!workshop) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Alert severity="error">We could not load this workshop. Please refresh the page.</Alert>
      </Container>
    );
  }

  const places = placesText(workshop);
  const ended = workshop.status === 'ended';
  return (
    <Box component="article">
      <PageHead meta={workshopMeta(workshop)} />
      <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
        <Container
          maxWidth="lg"
          sx={{ py: { xs: 5, md: 7 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}
        >
          <Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Chip label="Workshop" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }} />
              {ended ? (
                <Chip label={WORKSHOP_STATUS_LABELS.ended} sx={{ bgcolor: 'grey.200', color: 'text.primary', fontWeight: 700 }} />
              ) : null}
            </Box>
            <Typography variant="h1" component="h1" sx={{ mt: 2 }}>
              {workshop.title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 2 }}>
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <EventIcon aria-hidden /> <time dateTime={workshop.startsAt}>{formatWorkshopWhen(workshop.startsAt, workshop.endsAt)}</time>
              </Typography>
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <AccessTimeIcon aria-hidden /> {workshop.duration}
              </Typography>
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <PlaceIcon aria-hidden /> {site.name}, {site.address.street}, {site.address.locality}
              </Typography>
              {places ? (
                <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
                  <EventSeatIcon aria-hidden /> {places}
                </Typography>
              ) : null}
              <Typography>{workshop.category}</Typography>
            </Box>
          </Box>
          <FluidImage src={backendUrl(workshop.image)} alt="" width={800} height={450} sx={{ borderRadius: 2 }} />
        </Container>
      </Box>
      <Container
        maxWidth="lg"
        sx={{ py: 6, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}
      >
        <Box>
          <Typography variant="h2" component="h2">
            Overview
          </Typography>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{workshop.description}</Typography>
          {workshop.topics.length > 0 ? (
            <>
              <Typography variant="h2" component="h2" sx={{ mt: 5 }}>
                What you&apos;ll learn
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2 }}>
                {workshop.topics.map((t) => (
                  <Box component="li" key={t.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
                    <CheckCircleIcon color="success" aria-hidden sx={{ mt: '2px' }} />
                    <Typography>{t.title}</Typography>
                  </Box>
                ))}
              </Box>
            </>
          ) : null}
          <Typography variant="h2" component="h2" sx={{ mt: 5 }}>
            Highlights
          </Typography>
          <Typography variant="h3" component="h3" sx={{ mt: 3 }}>
            Learning outcomes
          </Typography>
          <Typography sx={{ mt: 1 }}>{workshop.highlights.learningOutcomes}</Typography>
          {workshop.highlights.careerPaths.length > 0 ? (
            <>
              <Typography variant="h3" component="h3" sx={{ mt: 3 }}>
                Career opportunities
              </Typography>
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 1.5 }}>
                {workshop.highlights.careerPaths.map((p) => (
                  <li key={p}>
                    <Chip icon={<WorkOutlineIcon aria-hidden />} label={p} variant="outlined" />
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Box>
        <Paper elevation={3} sx={{ p: { xs: 3, md: 4 }, position: { md: 'sticky' }, top: { md: 96 } }}>
          {ended ? (
            <WorkshopEnded />
          ) : (
            <>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
                Register for this workshop
              </Typography>
              {/* A fully booked workshop's form says itself that registrations join the waitlist. */}
              {workshop.status === 'full' ? (
                <Box sx={{ mt: 2 }} />
              ) : (
                <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
                  Seats are limited; our team will call you to confirm yours.
                </Typography>
              )}
              <RegistrationForm workshop={workshop} />
            </>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
