import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEAD_FORM_LABELS, LEAD_PURPOSE_LABELS, noticeVersionText, type YourRecordDto } from '@contract';
import { formatLeadTime, leadStatusLabel } from '@/entities/lead';
import { Details } from './view-parts';

const time = (iso: string) => <time dateTime={iso}>{formatLeadTime(iso)}</time>;

/** Staff's notes on a record, each with its date. */
function Notes({ notes }: { notes: YourRecordDto['notes'] }) {
  if (notes.length === 0) return 'None';
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {notes.map((note, i) => (
        <li key={i}>
          {time(note.at)}: {note.body}
        </li>
      ))}
    </Box>
  );
}

/** One enquiry, registration or application, with the consent it was given with. */
function HeldRecord({ record }: { record: YourRecordDto }) {
  const { consent } = record;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={`record-${record.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`record-${record.id}`} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1.5, overflowWrap: 'anywhere' }}>
        {LEAD_FORM_LABELS[record.form] ?? record.form}: {record.interest}
      </Typography>
      <Details
        rows={[
          ['Received', time(record.createdAt)],
          ['Name', record.name],
          ['E-mail', record.email || 'Not given'],
          ['Phone', `${record.countryCode} ${record.phone}`],
          ['About', record.interest],
          ...(record.session ? ([['Session', record.session]] as const) : []),
          ...(record.message ? ([['Message', record.message]] as const) : []),
          ['Status', leadStatusLabel(record.status)],
          ...(record.cvFileName ? ([['CV', record.cvFileName]] as const) : []),
          ['Privacy notice shown', noticeVersionText(consent.noticeVersion)],
          ['You agreed to', consent.purposes.length > 0 ? consent.purposes.map((p) => LEAD_PURPOSE_LABELS[p] ?? p).join('\n') : 'Nothing'],
          [
            'Agreed',
            <>
              {time(consent.at)}
              {consent.page ? `, on the page ${consent.page}` : ''}
            </>,
          ],
          ['Staff notes', <Notes notes={record.notes} />],
        ]}
      />
    </Paper>
  );
}

/** What we hold: every record of the person, newest first as the server sends them. */
export function HeldRecords({ records }: { records: readonly YourRecordDto[] }) {
  if (records.length === 0) {
    return <Typography>We hold no enquiries, registrations or job applications for these details.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {records.map((record) => (
        <HeldRecord key={record.id} record={record} />
      ))}
    </Box>
  );
}
