import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRIVACY_MESSAGES, type YourDataDto } from '@contract';
import {
  hasMarketingConsent,
  openErasureRequest,
  useRequestErasureMutation,
  useWithdrawMarketingConsentMutation,
} from '@/entities/data-principal';
import { formatIstDate } from '@/shared/lib/date';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useViewAction, type ViewControls } from '../model/use-view-action';
import { ActionOutcome } from './view-parts';

interface ActionProps {
  data: YourDataDto;
  controls: ViewControls;
}

/** News and offers: whether the person still gets them, and the button that withdraws the consent. */
export function MarketingConsent({ data, controls }: ActionProps) {
  const [withdraw] = useWithdrawMarketingConsentMutation();
  const action = useViewAction(controls, PRIVACY_MESSAGES.withdrawn);
  const consented = hasMarketingConsent(data);
  return (
    <>
      {consented ? (
        <>
          <Typography sx={{ mb: 2 }}>
            You agreed to get news about our courses and offers. You can withdraw that consent at any time.
          </Typography>
          <Button variant="contained" disabled={action.busy} onClick={() => void action.run(() => withdraw(undefined).unwrap())}>
            {action.busy ? 'Withdrawing...' : 'Withdraw my consent'}
          </Button>
        </>
      ) : (
        <Typography>Withdrawn: you get no news or offers from us. We still answer what you asked us for.</Typography>
      )}
      <ActionOutcome outcome={action.outcome} />
    </>
  );
}

/** Erasure: the request with its due date once made, else the button that makes it after a confirmation. */
export function Erasure({ data, controls }: ActionProps) {
  const [requestErasure] = useRequestErasureMutation();
  const action = useViewAction(controls, PRIVACY_MESSAGES.erasureRequested);
  const [asking, setAsking] = useState(false);
  const open = openErasureRequest(data);

  const confirm = async () => {
    await action.run(() => requestErasure(undefined).unwrap());
    setAsking(false);
  };

  return (
    <>
      {open ? (
        <Typography>
          Your erasure request is with us. We will complete it by{' '}
          <strong>
            <time dateTime={open.dueAt}>{formatIstDate(open.dueAt)}</time>
          </strong>{' '}
          and tell you by e-mail.
        </Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            We will erase the enquiries, registrations and applications listed above, with any CV and our notes on them, and tell you by
            e-mail when it is done.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            Erase my data
          </Button>
        </>
      )}
      <ActionOutcome outcome={action.outcome} />
      <ConfirmDialog
        open={asking}
        id="your-data-erase-confirm"
        title="Erase your data?"
        confirmLabel="Yes, erase my data"
        busyLabel="Sending..."
        busy={action.busy}
        cancelFocus
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        Once erased, your details cannot be brought back. You will need to fill in our forms again to hear from us.
      </ConfirmDialog>
    </>
  );
}
