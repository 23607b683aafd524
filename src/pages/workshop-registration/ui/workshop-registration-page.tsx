import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatWorkshopWhen, privateMeta, REGISTRATION_MESSAGES, ROUTES, type RegistrationState } from '@contract';
import { errorMessage } from '@/shared/api';
import { PageHead } from '@/shared/ui/page-head';
import { useCancelWorkshopRegistrationMutation, useGetWorkshopRegistrationQuery } from '../api/registration-api';

const STATE_TEXT: Record<RegistrationState, string> = {
  seat: 'You have a seat.',
  waitlist: 'You are on the waitlist: if a seat opens up, it is yours and we e-mail you.',
  unconfirmed: 'A counsellor will call you to confirm your session.',
  cancelled: 'This registration is cancelled.',
};

/**
 * /workshop-registration/:id/:token (issue 43): the page a registrant's e-mails link to. It shows the registration
 * and cancels it, after the registrant confirms, which frees the seat for the next person waiting.
 */
export function WorkshopRegistrationPage() {
  const { id = '', token = '' } = useParams();
  const { data, error, isLoading } = useGetWorkshopRegistrationQuery({ id, token });
  const [cancel, cancelling] = useCancelWorkshopRegistrationMutation();
  const [asked, setAsked] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  const confirmCancel = async () => {
    try {
      const done = await cancel({ id, token }).unwrap();
      setAnswer({ ok: true, message: done.message });
    } catch (caught) {
      setAnswer({ ok: false, message: errorMessage(caught, 'The registration could not be cancelled. Please try again.') });
    }
    setAsked(false);
  };

  return (
    <Container component="article" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {/* The canonical path leaves the link out: it is a secret of the e-mail's reader. */}
      <PageHead meta={privateMeta('Your workshop registration', 'Your registration for an ITX workshop.', ROUTES.workshops)} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 3 }}>
        Your workshop registration
      </Typography>
      {isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Opening your registration...</Typography>
        </Box>
      ) : null}
      {error && !data ? (
        <Alert severity="error" role="alert">
          {errorMessage(error, REGISTRATION_MESSAGES.invalidLink)}
        </Alert>
      ) : null}
      {answer ? (
        <Alert severity={answer.ok ? 'success' : 'error'} role={answer.ok ? 'status' : 'alert'} sx={{ mb: 3 }}>
          {answer.message}
        </Alert>
      ) : null}
      {data ? (
        <Box component="section" aria-labelledby="registration-workshop" sx={{ display: 'grid', gap: 2 }}>
          <Typography>Hello {data.name},</Typography>
          <Typography id="registration-workshop" variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
            <Link component={RouterLink} to={ROUTES.workshop(data.workshop.slug)}>
              {data.workshop.title}
            </Link>
          </Typography>
          <Typography>{formatWorkshopWhen(data.workshop.startsAt, data.workshop.endsAt)}</Typography>
          {data.session ? <Typography>Session: {data.session}</Typography> : null}
          <Typography sx={{ fontWeight: 600 }}>{STATE_TEXT[data.state]}</Typography>
          {data.cancellable && !asked ? (
            <Box>
              <Button variant="outlined" color="error" onClick={() => setAsked(true)}>
                Cancel my registration
              </Button>
            </Box>
          ) : null}
          {data.cancellable && asked ? (
            <Alert
              severity="warning"
              action={
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button color="error" variant="contained" disabled={cancelling.isLoading} onClick={() => void confirmCancel()}>
                    {cancelling.isLoading ? 'Cancelling...' : 'Yes, cancel it'}
                  </Button>
                  <Button color="inherit" onClick={() => setAsked(false)}>
                    Keep it
                  </Button>
                </Box>
              }
              sx={{ flexWrap: 'wrap' }}
            >
              Cancel your registration? Your seat goes to the next person waiting.
            </Alert>
          ) : null}
          {!data.cancellable && data.state !== 'cancelled' ? (
            <Typography color="text.secondary">{REGISTRATION_MESSAGES.started}</Typography>
          ) : null}
        </Box>
      ) : null}
    </Container>
  );
}
