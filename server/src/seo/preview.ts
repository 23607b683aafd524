import type { FastifyReply, FastifyRequest } from 'fastify';
import { BLOG_PREVIEW_PARAM } from '@contract';
import { normalizePath } from '../lib/paths';
import { SESSION_COOKIE } from '../plugins/app/sessions';
import type { SeoPages } from './index';

const BLOG_PAGE = /^\/blogs\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The preview's headers: for this admin only, never stored, never indexed. */
const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/**
 * "Preview as visitor": `/blogs/{slug}?preview=1` asked by a signed-in admin is the real page of the post
 * as it is saved, draft or scheduled, rendered with the admin's session for this response only (its
 * queries read the post as the admin may). Null for anyone else and any other address: the page is then
 * answered as for a visitor, a 404 for a post visitors cannot see.
 */
export async function sendBlogPreview(pages: SeoPages, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | null> {
  const query = request.url.indexOf('?');
  if (query < 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  if (new URLSearchParams(request.url.slice(query)).get(BLOG_PREVIEW_PARAM) !== '1') return null;
  const pathname = request.url.slice(0, query);
  const session = request.cookies[SESSION_COOKIE];
  if (!BLOG_PAGE.test(pathname) || !session) return null;
  const user = await request.loadUser();
  if (user?.role !== 'admin') return null;
  const rendered = await pages.renderFor(`${normalizePath(pathname)}?${BLOG_PREVIEW_PARAM}=1`, `${SESSION_COOKIE}=${session}`);
  if (!rendered) return null;
  return reply.code(rendered.status).type('text/html; charset=utf-8').headers(PREVIEW_HEADERS).send(rendered.html);
}
