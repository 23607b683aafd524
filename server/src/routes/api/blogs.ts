import type { FastifyInstance } from 'fastify';
import { API, versionEtag, type BlogDto } from '@contract';
import { BLOG_NOT_FOUND } from '../../plugins/app/blogs-repository';
import type { CachedBody } from '../../plugins/app/public-cache';

/** Blog posts, public reads (cached); the writes are in routes/admin/blogs.ts. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const listEntry = () => app.publicCache.get('blogs', 'list', async () => ({ status: 200, value: await app.blogsRepository.list() }));
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

  app.get(API.blogs.list, async (request, reply) => app.publicCache.send(request, reply, await listEntry()));

  app.get<{ Params: { slug: string } }>('/api/blogs/blogs/:slug', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (!(await knownSlugs()).has(slug)) return reply.code(404).header('cache-control', 'no-cache').send({ message: BLOG_NOT_FOUND });
    const entry = await app.publicCache.get('blogs', `one:${slug}`, async () => {
      const dto = await app.blogsRepository.findBySlug(slug);
      if (!dto) return { status: 404, value: { message: BLOG_NOT_FOUND } };
      return { status: 200, value: dto, etag: versionEtag(dto) };
    });
    return app.publicCache.send(request, reply, entry);
  });
}
