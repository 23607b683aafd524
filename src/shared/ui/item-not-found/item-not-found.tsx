import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface ItemNotFoundProps {
  /** "Course not found". */
  title: string;
  /** What may have happened and where to look instead. */
  text: string;
  /** The list to go back to, and the button's label. */
  back: { to: string; label: string };
}

/**
 * The one page a missing course, post or job shows (issue 21: the three looked different): centred title,
 * a sentence and a way back to its list. The page's head (404, noindex) is set by the caller's PageHead.
 */
export function ItemNotFound({ title, text, back }: ItemNotFoundProps) {
  return (
    <Container component="section" maxWidth="md" data-testid="item-not-found" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={back.to} variant="contained" size="large">
        {back.label}
      </Button>
    </Container>
  );
}
