import { useId, useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEAD_BOARD_COLUMN_MAX, LEAD_BOARD_PAGE, privateMeta, ROUTES, type LeadDto, type LeadStage } from '@contract';
import { formatLeadTime, useGetLeadsQuery, useLeadStages } from '@/entities/lead';
import { LeadDrawer, StageSelect, useLeadDrawer, useStageMover } from '@/features/manage-leads';
import { BRAND } from '@/shared/ui/theme';
import { PageHead } from '@/shared/ui/page-head';

/** The drag's payload type: a lead's id and its stage, so a drop can tell a move from putting it back. */
const DRAG_TYPE = 'application/x-itx-lead';

interface ColumnProps {
  stage: LeadStage;
  move: (lead: Pick<LeadDto, 'id' | 'name' | 'status'>, stageId: string) => void;
  onOpen: (id: string) => void;
}

/** One lead: who, about what, when; its menu moves it, and on a laptop it can be dragged to another column. */
function LeadCard({ lead, move, onOpen }: { lead: LeadDto } & Omit<ColumnProps, 'stage'>) {
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: lead.id, name: lead.name, status: lead.status }));
        e.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={lead.name}
      sx={{ p: 1.5, display: 'grid', gap: 0.75, cursor: 'grab' }}
    >
      <Button
        type="button"
        onClick={() => onOpen(lead.id)}
        sx={{
          justifyContent: 'flex-start',
          textAlign: 'left',
          p: 0,
          minWidth: 0,
          fontWeight: 700,
          overflowWrap: 'anywhere',
          color: BRAND.navy,
        }}
        aria-label={`Open ${lead.name}`}
      >
        {lead.name}
      </Button>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {lead.interest}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatLeadTime(lead.createdAt)} · {lead.ownerName ?? 'Unassigned'}
      </Typography>
      <StageSelect label={`Stage of ${lead.name}`} value={lead.status} onChange={(id) => move(lead, id)} />
    </Paper>
  );
}

/** A stage's column: its open leads (newest first); Enrolled and Lost only count theirs and take drops. */
function StageColumn({ stage, move, onOpen }: ColumnProps) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  const open = stage.kind === 'open';
  const { data, isError } = useGetLeadsQuery({ status: stage.id, page: 1, pageSize: open ? LEAD_BOARD_COLUMN_MAX : 1 });
  const accepts = (e: DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      onDragOver={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (!accepts(e)) return;
        e.preventDefault();
        const lead = JSON.parse(e.dataTransfer.getData(DRAG_TYPE)) as Pick<LeadDto, 'id' | 'name' | 'status'>;
        move(lead, stage.id);
      }}
      data-stage={stage.id}
      sx={{
        display: 'grid',
        alignContent: 'start',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'background.default',
        border: 2,
        borderColor: over ? stage.color : 'divider',
        borderTopWidth: 6,
        borderTopColor: stage.color,
        minHeight: { md: open ? 240 : 0 },
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {stage.label} ({data?.total ?? '…'})
      </Typography>
      {isError ? <Alert severity="error">This stage could not be loaded.</Alert> : null}
      {open && data ? (
        data.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No leads here.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {data.items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} move={move} onOpen={onOpen} />
            ))}
          </Box>
        )
      ) : null}
      {open && data && data.total > data.items.length ? (
        <Typography variant="body2" color="text.secondary">
          The newest {data.items.length} of {data.total}; the{' '}
          <RouterLink to={`${ROUTES.adminLeads}?status=${encodeURIComponent(stage.id)}`}>list</RouterLink> has them all.
        </Typography>
      ) : null}
      {!open ? (
        <Typography variant="body2" color="text.secondary">
          {stage.kind === 'won' ? 'Drop a lead here when it enrols.' : 'Drop a lead here when it is lost (you are asked why).'}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The leads board (issue 43): a column per stage with its open leads. On a laptop a card is dragged to another
 * column; on a phone (and from the keyboard) its stage menu does the same. Each move lands in the lead's history.
 */
export function AdminLeadBoardPage() {
  const stages = useLeadStages();
  const drawer = useLeadDrawer();
  const { move, dialog } = useStageMover();
  return (
    <Container component="section" maxWidth={false} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead meta={privateMeta('Leads board', 'The open leads by stage.', LEAD_BOARD_PAGE)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          Leads board
        </Typography>
        <Button component={RouterLink} to={ROUTES.adminLeads} variant="outlined">
          Show as a list
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Drag a lead to another stage, or choose its stage from its menu.
      </Typography>
      {/* Enrolled and Lost first, as two short drop targets: a lead is closed without scrolling to the end. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        {stages
          .filter((st) => st.kind !== 'open')
          .map((st) => (
            <StageColumn key={st.id} stage={st} move={move} onOpen={drawer.open} />
          ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // As many columns of at least 15rem as fit (four beside the navigation at 1366 px); the rest wrap below.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(15rem, 1fr))' },
          alignItems: 'start',
        }}
      >
        {stages
          .filter((st) => st.kind === 'open')
          .map((st) => (
            <StageColumn key={st.id} stage={st} move={move} onOpen={drawer.open} />
          ))}
      </Box>
      {dialog}
      <LeadDrawer leadId={drawer.leadId} onClose={drawer.close} />
    </Container>
  );
}
