import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { API } from '@contract';
import { leadQueryString, type LeadFilters } from '@/entities/lead';

/** 'Export CSV': downloads the filtered list (the session cookie goes with the same-origin request). */
export function ExportLeadsButton({ filters }: { filters: LeadFilters }) {
  return (
    <Button
      component="a"
      href={`${API.leads.exportCsv}${leadQueryString(filters)}`}
      download
      variant="outlined"
      startIcon={<DownloadIcon aria-hidden />}
    >
      Export CSV
    </Button>
  );
}
