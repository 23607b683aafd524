import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BATCH_DAYS_LABELS, COURSE_MODE_LABELS, formatCourseDate, isBatchOpen, type AdminCourseDto, type BatchDto } from '@contract';
import { useDeleteBatchMutation } from '@/entities/course';
import { AddButton, RowButton } from '@/shared/ui/admin-list';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';
import { SECTION_SCROLL_MARGIN } from '../model/editor-sections';
import { BatchDialog } from './batch-dialog';

export interface BatchesSectionProps {
  /** The course as the server has it: a batch write refetches it, so the table shows every admin's saves. */
  course: AdminCourseDto;
}

const startsOn = (batch: BatchDto) => `batch starting ${formatCourseDate(batch.startDate)}`;

/** Every batch of the course, past ones too, with Add, Edit and Delete (with confirmation). */
export function BatchesSection({ course }: BatchesSectionProps) {
  // Each opening gets a fresh form; the batch stays set while a dialog closes, so its text does not change as it fades.
  const [editing, setEditing] = useState<{ open: boolean; batch?: BatchDto; key: number }>({ open: false, key: 0 });
  const [removing, setRemoving] = useState<{ open: boolean; batch?: BatchDto }>({ open: false });
  const [remove, { isLoading: deleting }] = useDeleteBatchMutation();
  const batches = [...course.batches].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.applyBy.localeCompare(b.applyBy));

  const confirmDelete = async () => {
    const { batch } = removing;
    if (!batch) return;
    await toastOutcome(
      remove({ slug: course.slug, id: batch._id, version: batch.version }).unwrap(),
      'Batch deleted.',
      'Failed to delete the batch.',
    );
    setRemoving({ open: false, batch });
  };

  return (
    <Box component="section" aria-labelledby="course-batches" sx={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography id="course-batches" variant="h2" component="h2" sx={{ fontSize: '1.375rem' }}>
          Batches
        </Typography>
        <AddButton onClick={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}>Add batch</AddButton>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Visitors see the open batches: those whose apply-by date has not passed. Batches are saved as soon as you save the dialog.
      </Typography>
      <TableContainer>
        {/* On a phone the row's actions come first and Days and Timing wait for a wider screen (or the Edit dialog). */}
        <Table
          size="small"
          aria-labelledby="course-batches"
          sx={{ '& tr > :nth-child(5), & tr > :nth-child(6)': { display: { xs: 'none', sm: 'table-cell' } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Actions</TableCell>
              <TableCell>Start date</TableCell>
              <TableCell>Apply by</TableCell>
              <TableCell>Mode</TableCell>
              <TableCell>Days</TableCell>
              <TableCell>Timing</TableCell>
              <TableCell align="right">Seats</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {batches.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8}>No batches yet. Add the first one.</TableCell>
              </TableRow>
            ) : (
              batches.map((b) => (
                <TableRow key={b._id}>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <RowButton
                        label={`Edit ${startsOn(b)}`}
                        onClick={() => setEditing((e) => ({ open: true, batch: b, key: e.key + 1 }))}
                      >
                        Edit
                      </RowButton>
                      <RowButton danger label={`Delete ${startsOn(b)}`} onClick={() => setRemoving({ open: true, batch: b })}>
                        Delete
                      </RowButton>
                    </Stack>
                  </TableCell>
                  <TableCell>{formatCourseDate(b.startDate)}</TableCell>
                  <TableCell>{formatCourseDate(b.applyBy)}</TableCell>
                  <TableCell>{COURSE_MODE_LABELS[b.mode]}</TableCell>
                  <TableCell>{BATCH_DAYS_LABELS[b.days]}</TableCell>
                  <TableCell>{b.timing}</TableCell>
                  <TableCell align="right">{b.seats ?? '—'}</TableCell>
                  <TableCell>
                    {isBatchOpen(b) ? (
                      <Chip size="small" label="Open" color="success" variant="outlined" />
                    ) : (
                      <Chip size="small" label="Past" variant="outlined" />
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <BatchDialog
        key={editing.key}
        open={editing.open}
        slug={course.slug}
        batch={editing.batch}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      <ConfirmDialog
        open={removing.open}
        id="delete-batch"
        title="Delete batch"
        busy={deleting}
        onCancel={() => setRemoving((r) => ({ ...r, open: false }))}
        onConfirm={() => void confirmDelete()}
      >
        {removing.batch
          ? `Delete the ${startsOn(removing.batch)} (${COURSE_MODE_LABELS[removing.batch.mode]}, ${BATCH_DAYS_LABELS[removing.batch.days]}, ${removing.batch.timing})? Visitors will no longer see it. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </Box>
  );
}
