import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  BLOG_IMAGE_FIELDS,
  routePath,
  blogSchema,
  UNKNOWN_BLOG_COURSE_MESSAGE,
  type BlogImageField,
  type BlogInput,
  type MessageResponse,
} from '@contract';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { processImage } from '../../lib/images';
import { BLOG_NOT_FOUND, type BlogForm } from '../../plugins/app/blogs-repository';
import { inputProblem, validateInput } from '../../plugins/app/validation';
import { adminRead, adminWrite, answer, listOf, notFound as noSuch, operation, ref, slugParam, staleDelete } from '../../openapi/schema';
import { multipartBody } from '../../openapi/yup-json-schema';

const slug = { slug: slugParam('post') };

const IMAGE_LABELS: Record<BlogImageField, string> = { image: 'The image', bannerImage: 'The banner image' };

/** The multipart form's text fields and image files, read in arrival order. */
async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  files: Partial<Record<BlogImageField, Buffer>>,
): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const name = part.fieldname as BlogImageField;
      // Read even a refused part to its end (toBuffer throws 413 past the size limit).
      const bytes = await part.toBuffer();
      if (!BLOG_IMAGE_FIELDS.includes(name)) {
        throw badRequest(`Unexpected file field "${part.fieldname}": send image or bannerImage.`);
      }
      if (bytes.length > 0) files[name] = bytes;
    } else if (part.valueTruncated) {
      // Never store a silently shortened field (the multipart field limit is counted in bytes).
      throw new HttpError(413, `The ${part.fieldname} field is too long.`, {
        [part.fieldname]: `The ${part.fieldname} field is too long.`,
      });
    } else if (typeof part.value === 'string') {
      // Browsers send multipart line breaks as CRLF; store plain LF.
      fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
    }
  }
}

/**
 * Refuses a related course that is not on offer (docs/product.md §3 "Blog extras"), before anything is
 * stored; `kept` is the course the post already links to, which it may keep even once that course is
 * archived or renamed.
 */
async function checkCourse(app: FastifyInstance, input: BlogInput, kept: string | null): Promise<void> {
  const slug = input.courseSlug;
  if (!slug || slug === kept) return;
  if (!(await app.coursesRepository.slugs()).includes(slug)) {
    throw badRequest(UNKNOWN_BLOG_COURSE_MESSAGE, { courseSlug: UNKNOWN_BLOG_COURSE_MESSAGE });
  }
}

/**
 * Reads the multipart form (or a JSON body without files), validates the text fields with the
 * contract schema and the related course against the catalogue (`kept`: the post's own), and checks
 * and re-encodes the images. Nothing is stored here.
 */
async function readBlogForm(app: FastifyInstance, request: FastifyRequest, kept: string | null = null): Promise<BlogForm> {
  // Keyed by the sender's field names: no prototype for "__proto__" or "constructor" to meet (issue 39).
  const fields = Object.create(null) as Record<string, string>;
  const files: Partial<Record<BlogImageField, Buffer>> = {};
  if (request.isMultipart()) {
    try {
      await readParts(request, fields, files);
    } catch (err) {
      // The multipart parser's own complaints (no boundary, a cut-off body) carry no status: the client's mistake.
      if (err instanceof HttpError || (err as { statusCode?: number }).statusCode !== undefined) throw err;
      throw badRequest('The upload could not be read: send the blog as multipart/form-data with a boundary.');
    }
  } else if (request.body && typeof request.body === 'object') {
    const problem = inputProblem(request.body);
    if (problem) throw problem;
    for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  } else {
    throw badRequest(
      'Send the blog as multipart/form-data (title, description, content, optional status, publishAt, authorName, authorRole, courseSlug, image and bannerImage).',
    );
  }
  const input = validateInput(blogSchema, fields);
  await checkCourse(app, input, kept);
  const processed: BlogForm['images'] = {};
  for (const field of BLOG_IMAGE_FIELDS) {
    const bytes = files[field];
    if (!bytes) continue;
    try {
      processed[field] = await processImage(bytes, IMAGE_LABELS[field]);
    } catch (err) {
      // Name the field so the form can show the message beside its picker.
      if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, { [field]: err.message });
      throw err;
    }
  }
  const remove = {
    image: fields.removeImage === 'true' && !processed.image,
    bannerImage: fields.removeBannerImage === 'true' && !processed.bannerImage,
  };
  return { input, images: processed, remove };
}

/** Blog posts, admin side: every post with its status, and multipart writes with up to two images each. */
export default async function adminBlogRoutes(app: FastifyInstance): Promise<void> {
  const listSchema = operation({
    operationId: 'listAllBlogs',
    tag: 'Blogs',
    summary: 'Every post with its status (draft, scheduled, published), newest or next first.',
    admin: true,
    response: { ...adminRead, 200: answer('All posts.', listOf('Blog')) },
  });
  app.get(API.blogs.adminList, { schema: listSchema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.blogsRepository.listAll()),
  );

  const createSchema = operation({
    operationId: 'createBlog',
    tag: 'Blogs',
    summary:
      'Write a post: multipart text fields (status draft or published, default published; publishAt ahead of now schedules it; optional authorName, authorRole and courseSlug, a course on offer or empty to match by topic: 400 for any other) and optional image and bannerImage files (JPEG, PNG, WebP or GIF, 5 MB each).',
    admin: true,
    body: multipartBody(blogSchema, BLOG_IMAGE_FIELDS),
    response: {
      ...adminWrite,
      201: answer('Saved as asked: a draft, scheduled or published.', ref('BlogAnswer')),
      409: answer('Another post took this address at the same moment.'),
    },
  });
  app.post(API.blogs.create, { schema: createSchema }, async (request, reply) => {
    const blog = await app.blogsRepository.create(await readBlogForm(app, request));
    return reply.code(201).send({ message: 'Blog created successfully!', blog });
  });

  const updateSchema = operation({
    operationId: 'updateBlog',
    tag: 'Blogs',
    summary:
      'Edit a post; images are kept unless replaced or removed (removeImage / removeBannerImage = "true"), and the author and course link unless sent (authorName, authorRole, courseSlug).',
    admin: true,
    params: slug,
    body: multipartBody(blogSchema, BLOG_IMAGE_FIELDS, ['removeImage', 'removeBannerImage']),
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('BlogAnswer')),
      ...noSuch('post'),
      409: answer('The post was changed by someone else since it was opened, or its new address is taken.'),
      412: answer('The post was changed by someone else since it was opened (If-Match).'),
    },
  });
  app.put<{ Params: { slug: string } }>(routePath(API.blogs.update, 'slug'), { schema: updateSchema }, async (request, reply) => {
    // An unknown post is 404 before its upload is read.
    const existing = await app.blogsRepository.findBySlug(request.params.slug.toLowerCase());
    if (!existing) throw notFound(BLOG_NOT_FOUND);
    const form = await readBlogForm(app, request, existing.courseSlug);
    const blog = await app.blogsRepository.update(existing, form, { ifMatch: request.headers['if-match'], version: form.input.version });
    return reply.send({ message: 'Blog updated successfully!', blog });
  });

  const deleteSchema = operation({
    operationId: 'deleteBlog',
    tag: 'Blogs',
    summary: 'Delete a post and the images no other post uses.',
    admin: true,
    params: slug,
    response: { ...adminWrite, 200: answer('Deleted.', ref('Message')), ...noSuch('post'), ...staleDelete('post') },
  });
  app.delete<{ Params: { slug: string } }>(routePath(API.blogs.remove, 'slug'), { schema: deleteSchema }, async (request, reply) => {
    await app.blogsRepository.remove(request.params.slug.toLowerCase(), { ifMatch: request.headers['if-match'] });
    const body: MessageResponse = { message: 'Blog deleted successfully.' };
    return reply.send(body);
  });
}
