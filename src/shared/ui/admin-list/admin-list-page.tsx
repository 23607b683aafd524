import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { privateMeta } from '@contract';
import { AdminPageHeader, ListLoadError } from '../admin-page';
import { PageHead } from '../page-head';

export interface AdminListPageProps {
  /** The page's h1 and document title. */
  title: string;
  /** The document's description. */
  description: string;
  /** The page's address. */
  path: string;
  /** Beside the title: Add, Export, a link back. */
  actions?: ReactNode;
  /** A sentence under the title about what the list is for. */
  intro?: ReactNode;
  /** The list's filters, above it. */
  filters?: ReactNode;
  /** A message above the list (a refused delete). */
  notice?: ReactNode;
  /** What the list holds ('courses'): said when it could not be loaded. */
  listName?: string;
  /** The list could not be loaded. */
  failed?: boolean;
  /** The list follows filters the admin chose, which may be why it failed. */
  filtered?: boolean;
  maxWidth?: 'lg' | 'xl';
  /** The list, and the dialogs of its rows. */
  children: ReactNode;
}

/** The frame of an admin list page: its head, title and actions, intro, filters and load error, then the list. */
export function AdminListPage({
  title,
  description,
  path,
  actions,
  intro,
  filters,
  notice,
  listName,
  failed = false,
  filtered = false,
  maxWidth = 'lg',
  children,
}: AdminListPageProps) {
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: 6 }}>
      <PageHead meta={privateMeta(title, description, path)} />
      <AdminPageHeader title={title} mb={intro ? 1 : 3}>
        {actions}
      </AdminPageHeader>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {filters}
      {notice}
      {failed && listName ? <ListLoadError what={listName} filtered={filtered} /> : null}
      {children}
    </Container>
  );
}
