import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@/shared/config';
import { attachToastSink } from '@/shared/lib/toast';

/** notistack's own green, blue and orange fail WCAG AA contrast with white text: darker shades that pass. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.dark },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.light, color: t.palette.common.black },
}));
const TOAST_COMPONENTS = { success: Toast, info: Toast, warning: Toast, error: Toast };

function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToastSink(({ message, variant }) => enqueueSnackbar(message, { variant })), [enqueueSnackbar]);
  return null;
}

/** Toasts top-center, closing after 3000 ms (docs/product.md §8). Loaded with the first toast (see Toaster). */
export default function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={TOAST_COMPONENTS}
    >
      <ToastBridge />
    </SnackbarProvider>
  );
}
