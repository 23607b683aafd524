import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { YOUR_DATA_API, type YourDataDto } from '@contract';
import { formatLeadTime } from '@/entities/lead';
import { newestRecord } from '@/entities/data-principal';
import type { ViewControls } from '../model/use-view-action';
import { Erasure, MarketingConsent } from './consent-actions';
import { CorrectionForm } from './correction-form';
import { HeldRecords } from './held-records';
import { NomineeForm } from './nominee-form';
import { RequestList } from './request-list';
import { ViewSection } from './view-parts';

export interface YourDataViewProps {
  data: YourDataDto;
  controls: ViewControls;
  /** Ends the view now. */
  onClose: () => void;
  closing: boolean;
}

/** The person's view (issue 42): what we hold, its download, and each right as a form or a button. */
export function YourDataView({ data, controls, onClose, closing }: YourDataViewProps) {
  const newest = newestRecord(data);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          The data we hold for <strong>{data.subject}</strong>. This view ends at{' '}
          <time dateTime={data.expiresAt}>{formatLeadTime(data.expiresAt)}</time>.
        </Typography>
        <Button variant="outlined" onClick={onClose} disabled={closing}>
          {closing ? 'Closing...' : 'Close this view'}
        </Button>
      </Box>

      <ViewSection id="your-data-held" title="What we hold">
        <HeldRecords records={data.records} />
      </ViewSection>

      <ViewSection id="your-data-download" title="Download">
        <Typography sx={{ mb: 2 }}>Everything on this page as a file, to keep or to take elsewhere.</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component="a" href={YOUR_DATA_API.exportJson} download variant="outlined" startIcon={<DownloadIcon aria-hidden />}>
            Download as JSON
          </Button>
          <Button component="a" href={YOUR_DATA_API.exportPdf} download variant="outlined" startIcon={<DownloadIcon aria-hidden />}>
            Download as PDF
          </Button>
        </Box>
      </ViewSection>

      <ViewSection id="your-data-correct" title="Correct your details">
        {newest ? (
          <>
            <Typography sx={{ mb: 2 }}>We change them on every enquiry, registration and application above.</Typography>
            <CorrectionForm record={newest} controls={controls} />
          </>
        ) : (
          <Typography>We hold no details to correct.</Typography>
        )}
      </ViewSection>

      <ViewSection id="your-data-marketing" title="News and offers">
        <MarketingConsent data={data} controls={controls} />
      </ViewSection>

      <ViewSection id="your-data-erase" title="Erase my data">
        <Erasure data={data} controls={controls} />
      </ViewSection>

      <ViewSection id="your-data-nominee" title="Nominee">
        <NomineeForm nominee={data.nominee} controls={controls} />
      </ViewSection>

      <ViewSection id="your-data-requests" title="Your requests">
        <RequestList requests={data.requests} />
      </ViewSection>
    </>
  );
}
