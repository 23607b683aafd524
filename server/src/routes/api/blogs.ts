import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, routePath, versionEtag, type BlogDto } from '@contract';
import { BLOG_NOT_FOUND } from '../../plugins/app/blogs-repository';
import type { CachedBody } from '../../plugins/app/public-cache';
import { SESSION_COOKIE } from '../../plugins/app/sessions';
import { always, answer, listOf, notFound, notModified, operation, ref, slugParam } from '../../openapi/schema';

const slug = { slug: slugParam('post') };

/**
 * A post visitors cannot see (a draft, a scheduled one) for a signed-in admin: the editor and the
 * preview read it here. Never kept by any cache; everyone else gets the same 404 as for no post at all.
 */
async function adminOnlyPost(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
): Promise<FastifyReply | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  const user = await request.loadUser();
  if (user?.role !== 'admin') return null;
  const dto = await app.blogsRepository.findBySlug(slug);
  if (!dto) return null;
  return reply.header('cache-control', 'private, no-store').header('etag', versionEtag(dto)).send(dto);
}

/** Blog posts, public reads (cached; published posts whose time has come only); the writes are in routes/admin/blogs.ts. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const listEntry = () =>
    app.publicCache.get('blogs', 'list', async () => ({ status: 200, value: await app.blogsRepository.listPublic() }));
  /** Slugs of the cached list, so unknown slugs are answered without filling the cache with 404s. */
  const slugSets = new WeakMap<CachedBody, Set<string>>();
  const knownSlugs = async (): Promise<Set<string>> => {
    const entry = await listEntry();
    let set = slugSets.get(entry);
    if (!set) {
      set = new Set((JSON.parse(entry.body) as BlogDto[]).map((b) => b.slug));
      slugSets.set(entry, set);
    }
    return set;
  };

  const listSchema = operation({
    operationId: 'listBlogs',
    tag: 'Blogs',
    summary: 'The published posts whose time has come, newest first (drafts and scheduled posts never).',
    response: { ...always, 200: answer('The posts.', listOf('Blog')), 304: notModified },
  });
  app.get(API.blogs.list, { schema: listSchema }, async (request, reply) => app.publicCache.send(request, reply, await listEntry()));

  const oneSchema = operation({
    operationId: 'getBlog',
    tag: 'Blogs',
    summary: 'One published post by its address; a signed-in admin also gets drafts and scheduled posts (never cached).',
    params: slug,
    response: { ...always, 200: answer('The post.', ref('Blog')), 304: notModified, ...notFound('post') },
  });
  app.get<{ Params: { slug: string } }>(routePath(API.blogs.one, 'slug'), { schema: oneSchema }, async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (!(await knownSlugs()).has(slug)) {
      const shown = await adminOnlyPost(app, request, reply, slug);
      if (shown) return shown;
      return reply.code(404).header('cache-control', 'no-cache').send({ message: BLOG_NOT_FOUND });
    }
    const entry = await app.publicCache.get('blogs', `one:${slug}`, async () => {
      const dto = await app.blogsRepository.findPublicBySlug(slug);
      if (!dto) return { status: 404, value: { message: BLOG_NOT_FOUND } };
      return { status: 200, value: dto, etag: versionEtag(dto) };
    });
    return app.publicCache.send(request, reply, entry);
  });

  // Related posts of a public post (docs/product.md §3 "Blog extras"); any other slug is 404, as for the post.
  const relatedSchema = operation({
    operationId: 'getRelatedBlogs',
    tag: 'Blogs',
    summary:
      'Up to 3 other published posts related to a published post: those linked to the same course first, then those sharing more words of their title and description, newer first on a tie (never drafts or scheduled posts).',
    params: slug,
    response: {
      ...always,
      200: answer('The related posts, most related first (empty when there is no other post).', listOf('Blog', { maxItems: 3 })),
      304: notModified,
      ...notFound('post'),
    },
  });
  app.get<{ Params: { slug: string } }>(routePath(API.blogs.related, 'slug'), { schema: relatedSchema }, async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (!(await knownSlugs()).has(slug)) return reply.code(404).header('cache-control', 'no-cache').send({ message: BLOG_NOT_FOUND });
    const entry = await app.publicCache.get('blogs', `related:${slug}`, async () => {
      const related = await app.blogsRepository.relatedTo(slug);
      return related ? { status: 200, value: related } : { status: 404, value: { message: BLOG_NOT_FOUND } };
    });
    return app.publicCache.send(request, reply, entry);
  });
}
