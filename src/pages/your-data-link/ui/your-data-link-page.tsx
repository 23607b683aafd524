import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRIVACY_MESSAGES, privateMeta, ROUTES, type YourDataDto } from '@contract';
import { useCloseYourDataMutation, useOpenYourDataMutation, useReloadYourDataMutation } from '@/entities/data-principal';
import { errorMessage } from '@/shared/api';
import { PageHead } from '@/shared/ui/page-head';
import { ACTION_ERROR, statusOf, viewOf, type ViewControls } from '../model/use-view-action';
import { YourDataView } from './your-data-view';

export const OPEN_ERROR = 'Your data could not be opened. Please try again.';

type Phase =
  | { name: 'opening' }
  | { name: 'open'; data: YourDataDto }
  /** The link was refused, or the view ended: the message, and the way to a new link. */
  | { name: 'refused'; message: string }
  | { name: 'closed'; message: string };

/**
 * /your-data/:id/:token (issue 42): opens the link once, in the browser only (a mail scanner that fetches the
 * address, or the server's rendering, must not use it up), then shows the person's view until they close it or it
 * ends. Reloaded, the link is used already: the view this browser opened is shown again while it lasts.
 */
export function YourDataLinkPage() {
  const { id = '', token = '' } = useParams();
  const [open] = useOpenYourDataMutation();
  const [reload] = useReloadYourDataMutation();
  const [close, closing] = useCloseYourDataMutation();
  const [phase, setPhase] = useState<Phase>({ name: 'opening' });
  const [closeError, setCloseError] = useState<string | null>(null);
  // The link opened, once per link (React's development mode runs an effect twice).
  const opened = useRef<string | null>(null);

  useEffect(() => {
    const link = `${id}/${token}`;
    if (opened.current === link) return;
    opened.current = link;
    void (async () => {
      try {
        setPhase({ name: 'open', data: viewOf(await open({ id, token }).unwrap()) });
      } catch (error) {
        const message = errorMessage(error, OPEN_ERROR);
        if (message === PRIVACY_MESSAGES.usedLink) {
          const again = await reload(undefined)
            .unwrap()
            .catch(() => null);
          if (again) {
            setPhase({ name: 'open', data: viewOf(again) });
            return;
          }
        }
        setPhase({ name: 'refused', message });
      }
    })();
  }, [id, token, open, reload]);

  const controls = useMemo<ViewControls>(
    () => ({
      update: (data) => setPhase({ name: 'open', data }),
      ended: () => setPhase({ name: 'refused', message: PRIVACY_MESSAGES.notOpen }),
    }),
    [],
  );

  const closeView = async () => {
    setCloseError(null);
    try {
      const answer = await close(undefined).unwrap();
      setPhase({ name: 'closed', message: answer.message || PRIVACY_MESSAGES.closed });
    } catch (error) {
      if (statusOf(error) === 401) controls.ended();
      else setCloseError(errorMessage(error, ACTION_ERROR));
    }
  };

  const backToStart = (
    <Link component={RouterLink} to={ROUTES.yourData}>
      Ask for a new link
    </Link>
  );

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      {/* The canonical path leaves the link out: it is a secret of the e-mail's reader. */}
      <PageHead meta={privateMeta('Your data', 'The personal data ITX holds about you, and your rights over it.', ROUTES.yourData)} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 3 }}>
        Your data
      </Typography>
      {phase.name === 'opening' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Opening your data...</Typography>
        </Box>
      ) : null}
      {phase.name === 'refused' ? (
        <Alert severity="error" role="alert">
          {phase.message} {backToStart}
        </Alert>
      ) : null}
      {phase.name === 'closed' ? (
        <Alert severity="success" role="status">
          {phase.message}{' '}
          <Link component={RouterLink} to={ROUTES.yourData}>
            Back to Your data
          </Link>
        </Alert>
      ) : null}
      {phase.name === 'open' ? (
        <>
          {closeError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {closeError}
            </Alert>
          ) : null}
          <YourDataView data={phase.data} controls={controls} onClose={() => void closeView()} closing={closing.isLoading} />
        </>
      ) : null}
    </Container>
  );
}
