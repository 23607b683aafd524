import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { changedBySomeoneElse, type VersionedRecord } from '@contract';

export interface StaleEditAlertProps {
  record: VersionedRecord;
  /** Fetches the record again; the editor then starts over from the saved version. Without it, no Reload button. */
  onReload?: () => unknown;
}

/** Shown when a save was refused because another admin saved the same record first (issue 15 finding 3). */
export function StaleEditAlert({ record, onReload }: StaleEditAlertProps) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload?.();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        onReload ? (
          <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading}>
            Reload
          </Button>
        ) : undefined
      }
    >
      {changedBySomeoneElse(record)} {onReload ? 'Reload to see their changes; your unsaved edits will be replaced.' : ''}
    </Alert>
  );
}
