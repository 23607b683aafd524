import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { blogSchema, slugify, ROUTES, type BlogDto, type BlogImageField } from '@contract';
import { errorMessage, fieldErrors, isStaleEdit } from '@/shared/api';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { BlogContent, useCreateBlogMutation, useUpdateBlogMutation } from '@/entities/blog';
import { showToast } from '@/shared/lib/toast';
import { blogToForm, imageFileProblem, toFormData, type BlogFormValues, type ChosenImages } from '../model/blog-form-values';
import { ImagePicker } from './image-picker';

export const BLOG_CREATED_MESSAGE = 'Blog created successfully!';
export const BLOG_UPDATED_MESSAGE = 'Blog updated successfully!';
export const BLOG_SAVE_FAILED_MESSAGE = 'Failed to save blog';

const CONTENT_HELP =
  'Start a line with "1." for a numbered list or "-" for bullets; put *asterisks* around bold text; a blank line starts a new paragraph.';

export interface BlogFormProps {
  /** The post to edit; without it the form creates a new one. */
  blog?: BlogDto;
  /** Called with the saved post once the server has stored it. */
  onSaved: (blog: BlogDto) => void;
  /** Fetches the post again after another admin saved it first (the page then shows the form afresh). */
  onReload?: () => unknown;
}

/** Create or edit a blog post (docs/product.md §3, §5, §8): title, description and content required, images optional. */
export function BlogForm({ blog, onSaved, onReload }: BlogFormProps) {
  const [createBlog] = useCreateBlogMutation();
  const [updateBlog] = useUpdateBlogMutation();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [stale, setStale] = useState(false);
  const [files, setFiles] = useState<ChosenImages>({ image: null, bannerImage: null });
  const [removed, setRemoved] = useState<Record<BlogImageField, boolean>>({ image: false, bannerImage: false });
  const [fileErrors, setFileErrors] = useState<Partial<Record<BlogImageField, string>>>({});

  const formik = useFormik<BlogFormValues>({
    initialValues: blogToForm(blog),
    validationSchema: blogSchema,
    onSubmit: async (values, helpers) => {
      setStatus(null);
      setStale(false);
      if (fileErrors.image || fileErrors.bannerImage) return;
      const body = toFormData(values, files, removed, blog);
      try {
        const saved = blog ? await updateBlog({ slug: blog.slug, body }).unwrap() : await createBlog(body).unwrap();
        const text = blog ? BLOG_UPDATED_MESSAGE : BLOG_CREATED_MESSAGE;
        setStatus({ kind: 'success', text });
        showToast(text, 'success');
        onSaved(saved.blog);
      } catch (error) {
        if (isStaleEdit(error, 'blog')) {
          setStale(true);
          return;
        }
        const server = fieldErrors(error);
        helpers.setErrors(server);
        setFileErrors({ image: server.image, bannerImage: server.bannerImage });
        setStatus({ kind: 'error', text: `Error: ${errorMessage(error, BLOG_SAVE_FAILED_MESSAGE)}` });
      }
    },
  });

  const shown = (field: keyof BlogFormValues): string | undefined => {
    const error = formik.errors[field];
    return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const field = (name: keyof BlogFormValues) => ({
    id: `blog-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(shown(name)),
    disabled: formik.isSubmitting,
  });
  const chooseFile = (name: BlogImageField) => (file: File | null) => {
    setFiles((f) => ({ ...f, [name]: file }));
    setFileErrors((e) => ({ ...e, [name]: file ? (imageFileProblem(file) ?? undefined) : undefined }));
    if (file) setRemoved((r) => ({ ...r, [name]: false }));
  };
  const slugPreview = blog ? formik.values.slug.trim() || blog.slug : slugify(formik.values.title);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <TextField {...field('title')} label="Title" required fullWidth helperText={shown('title')} />
      {blog ? (
        <TextField
          {...field('slug')}
          label="Address (slug)"
          fullWidth
          helperText={
            shown('slug') ?? `The post lives at ${ROUTES.blog(slugPreview)}. Changing it breaks links shared with the old address.`
          }
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Address: {slugPreview ? ROUTES.blog(slugPreview) : 'comes from the title'} (a number is added if another post uses it)
        </Typography>
      )}
      <TextField
        {...field('description')}
        label="Description"
        required
        fullWidth
        multiline
        minRows={2}
        helperText={shown('description') ?? 'One or two sentences shown on the blog list and in search results.'}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          {...field('content')}
          label="Content"
          required
          fullWidth
          multiline
          minRows={14}
          maxRows={28}
          helperText={shown('content') ?? CONTENT_HELP}
        />
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="blog-preview-heading"
          tabIndex={0}
          sx={{ p: 2, minHeight: 200, maxHeight: 720, overflowY: 'auto', overflowWrap: 'anywhere' }}
        >
          <Typography id="blog-preview-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Preview
          </Typography>
          {formik.values.content.trim() ? (
            <BlogContent content={formik.values.content} />
          ) : (
            <Typography color="text.secondary">The formatted content appears here as you type.</Typography>
          )}
        </Paper>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ImagePicker
          name="image"
          label="Card image"
          current={blog?.image ?? null}
          file={files.image}
          onFile={chooseFile('image')}
          removed={removed.image}
          onRemove={() => setRemoved((r) => ({ ...r, image: true }))}
          alt={formik.values.imageAlt}
          onAltChange={(v) => void formik.setFieldValue('imageAlt', v)}
          error={fileErrors.image}
          disabled={formik.isSubmitting}
        />
        <ImagePicker
          name="bannerImage"
          label="Banner image"
          current={blog?.bannerImage ?? null}
          file={files.bannerImage}
          onFile={chooseFile('bannerImage')}
          removed={removed.bannerImage}
          onRemove={() => setRemoved((r) => ({ ...r, bannerImage: true }))}
          alt={formik.values.bannerImageAlt}
          onAltChange={(v) => void formik.setFieldValue('bannerImageAlt', v)}
          error={fileErrors.bannerImage}
          disabled={formik.isSubmitting}
        />
      </Box>
      {stale ? <StaleEditAlert record="blog" onReload={onReload} /> : null}
      {status ? (
        <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Submitting...' : blog ? 'Update Blog' : 'Create Blog'}
        </Button>
      </Box>
    </Box>
  );
}
