import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PAGE_COPY,
  itemsOf,
  PAGE_COPY_FIELDS,
  PAGE_COPY_KEYS,
  PAGE_COPY_PAGES,
  type PageCopyField,
  pageCopySchema,
  paragraphsOf,
  type PageCopy,
  type PageCopyDto,
  type PageCopyKey,
} from '@contract';
import { formatAdminTime } from '@/entities/admin-account';
import { showToast } from '@/shared/lib/toast';
import { schemaValidate } from '@/shared/ui/form-dialog';
import { FormColumn, NATIVE_SELECT_SLOTS } from '@/shared/ui/form-parts';
import { useGetPageCopyRevisionsQuery, useUpdatePageCopyMutation } from '../api/settings-admin-api';
import { useSettingSave } from '../lib/use-setting-save';

/** `copy.aboutMission` → `aboutMission`: the field a message belongs to. */
const fieldOf = (path: string): PageCopyKey | null => {
  const key = path.replace(/^copy\./, '');
  return PAGE_COPY_KEYS.find((k) => k === key) ?? null;
};

/** The contract's rules on the texts, each message at its field. */
const check = schemaValidate(pageCopySchema, (copy: PageCopy) => ({ copy }), fieldOf);

/** A text as the page shows it, for the preview: its paragraphs, or its items each with its title. */
function Preview({ text, list }: { text: string; list: boolean }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      {list
        ? itemsOf(text).map((item, i) => (
            <Typography key={i} variant="body2" sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
              <strong>{item.title}</strong>: {item.text}
            </Typography>
          ))
        : paragraphsOf(text).map((p, i) => (
            <Typography key={i} variant="body2" sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
              {p}
            </Typography>
          ))}
    </Box>
  );
}

/** The field's hint: its length, and for a list how its items are written. */
function hint({ max, multiline, items }: PageCopyField): string {
  if (items)
    return `${items.count} items, a blank line between them: each its title on the first line (at most ${items.titleMax} characters) and its text below (at most ${items.textMax})`;
  return `At most ${max} characters${multiline ? '; a blank line starts a new paragraph' : ''}`;
}

/**
 * The home and about pages' texts (issue 41): plain text, a blank line between paragraphs. Each can go back to
 * the text the site was built with, and any saved version can be loaded again, checked in the preview, and saved.
 * Remounted (key) when the saved version changes.
 */
export function PageCopyForm({ copy }: { copy: PageCopyDto }) {
  const [values, setValues] = useState<PageCopy>(copy.copy);
  const [preview, setPreview] = useState(false);
  const [chosen, setChosen] = useState('');
  const [save, { isLoading }] = useUpdatePageCopyMutation();
  const {
    errors,
    setErrors,
    submit: send,
  } = useSettingSave(save, {
    saved: 'Saved: the home and about pages now show these texts.',
    failed: 'The page texts could not be saved. Please try again.',
  });
  const { data: revisions = [] } = useGetPageCopyRevisionsQuery(undefined);
  const earlier = revisions.filter((r) => r.version !== copy.version);

  const set = (key: PageCopyKey, text: string) => setValues((v) => ({ ...v, [key]: text }));

  const load = () => {
    const revision = earlier.find((r) => String(r.version) === chosen);
    if (!revision) return;
    setValues(revision.copy);
    setErrors({});
    setPreview(true);
    showToast(`Loaded the texts saved ${formatAdminTime(revision.savedAt)}: check them, then save to bring them back.`, 'info');
  };

  const submit = () => send(copy.version > 0 ? { copy: values, version: copy.version } : { copy: values }, check(values), fieldOf);

  return (
    <FormColumn
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      label="Page texts"
      gap={3}
    >
      {earlier.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            id="copy-revision"
            label="Earlier versions"
            select
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            slotProps={NATIVE_SELECT_SLOTS}
            sx={{ minWidth: 260 }}
          >
            <option value="">Choose a saved version</option>
            {earlier.map((r) => (
              <option key={r.version} value={String(r.version)}>
                Saved {formatAdminTime(r.savedAt)}
              </option>
            ))}
          </TextField>
          <Button variant="outlined" onClick={load} disabled={chosen === ''} sx={{ mt: 1 }}>
            Load this version
          </Button>
        </Box>
      ) : null}
      {PAGE_COPY_PAGES.map((page) => (
        <Box key={page} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
            {page}
          </Typography>
          {PAGE_COPY_KEYS.filter((key) => PAGE_COPY_FIELDS[key].page === page).map((key) => {
            const field = PAGE_COPY_FIELDS[key];
            const { label, multiline } = field;
            const changed = values[key] !== DEFAULT_PAGE_COPY[key];
            return (
              <Box key={key} sx={{ display: 'grid', gap: 1 }}>
                <TextField
                  id={`copy-${key}`}
                  label={label}
                  multiline={multiline}
                  minRows={multiline ? 3 : undefined}
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value)}
                  error={errors[key] !== undefined}
                  helperText={errors[key] ?? hint(field)}
                />
                {changed ? (
                  <Box>
                    <Button
                      size="small"
                      onClick={() => set(key, DEFAULT_PAGE_COPY[key])}
                      aria-label={`Restore the original text of ${page}: ${label}`}
                    >
                      Restore the original text
                    </Button>
                  </Box>
                ) : null}
                {preview && multiline ? <Preview text={values[key]} list={field.items !== undefined} /> : null}
              </Box>
            );
          })}
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save page texts'}
        </Button>
        <Button variant="outlined" onClick={() => setPreview((p) => !p)} aria-pressed={preview}>
          {preview ? 'Hide the preview' : 'Preview'}
        </Button>
      </Box>
    </FormColumn>
  );
}
