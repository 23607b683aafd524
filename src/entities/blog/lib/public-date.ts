import type { BlogDto } from '@contract';

/** The date pages show for a post: when it went public (a post from before drafts existed: when it was created). */
export function publicDateOf(blog: Pick<BlogDto, 'publishedAt' | 'createdAt'>): string {
  return blog.publishedAt ?? blog.createdAt;
}
