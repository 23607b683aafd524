import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API, type BlogDto, type MessageResponse } from '@contract';
import { baseApi, itemTag, LIST_ID, sessionExpired } from '@/shared/api';
import { hasFile, uploadWithProgress } from '@/shared/lib/upload';

export interface BlogSaveResponse extends MessageResponse {
  blog: BlogDto;
}

/** A save of the blog form: its multipart body, and where the progress of the files it uploads goes. */
export interface BlogSave {
  body: FormData;
  /** Called with 0–100 while the body's files upload (only when the body carries a file). */
  onProgress?: (percent: number) => void;
}

type SaveResult = { data: BlogSaveResponse } | { error: FetchBaseQueryError };
type BaseAnswer = { data?: unknown; error?: FetchBaseQueryError };

/**
 * Sends a save: through XMLHttpRequest when it uploads a file and someone follows the progress (fetch
 * reports none), else as every other request. The answer and its errors look the same either way.
 */
async function send(
  url: string,
  method: 'POST' | 'PUT',
  { body, onProgress }: BlogSave,
  dispatch: (action: ReturnType<typeof sessionExpired>) => unknown,
  baseQuery: (args: FetchArgs) => PromiseLike<BaseAnswer> | BaseAnswer,
): Promise<SaveResult> {
  if (!onProgress || !hasFile(body)) {
    const result = await baseQuery({ url, method, body });
    return result.error ? { error: result.error } : { data: result.data as BlogSaveResponse };
  }
  const result = await uploadWithProgress({ url, method, body, onProgress });
  if ('data' in result) return { data: result.data as BlogSaveResponse };
  if (result.error.status === 401) dispatch(sessionExpired());
  return { error: result.error };
}

const saveTags = (slug?: string) => [{ type: 'Blog' as const, id: LIST_ID }, ...(slug ? [itemTag('Blog', slug)] : [])];

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The posts visitors see, newest first. */
    getBlogs: build.query<BlogDto[], undefined>({
      query: () => ({ url: API.blogs.list }),
      providesTags: (blogs) => [{ type: 'Blog', id: LIST_ID }, ...(blogs ?? []).map((b) => itemTag('Blog', b.slug))],
    }),
    /** Every post with its status, drafts and scheduled ones included (admin session). */
    getAdminBlogs: build.query<BlogDto[], undefined>({
      query: () => ({ url: API.blogs.adminList }),
      providesTags: (blogs) => [{ type: 'Blog', id: LIST_ID }, ...(blogs ?? []).map((b) => itemTag('Blog', b.slug))],
    }),
    /** A post visitors see; a signed-in admin also gets a draft or a scheduled one. */
    getBlog: build.query<BlogDto, string>({
      query: (slug) => ({ url: API.blogs.one(slug) }),
      providesTags: (_blog, _error, slug) => [itemTag('Blog', slug)],
    }),
    /**
     * Up to 3 other published posts related to a published one (docs/product.md §3 "Blog extras"). A post
     * visitors cannot see (a draft's preview) has none: an empty list, an answer rather than an error, so a
     * page the server rendered hydrates from it without asking again.
     */
    getRelatedBlogs: build.query<BlogDto[], string>({
      query: (slug) => ({ url: API.blogs.related(slug), validateStatus: (response) => response.ok || response.status === 404 }),
      transformResponse: (body: BlogDto[] | { message: string }, meta) =>
        meta?.response?.status === 404 || !Array.isArray(body) ? [] : body,
      providesTags: (blogs) => [{ type: 'Blog', id: LIST_ID }, ...(blogs ?? []).map((b) => itemTag('Blog', b.slug))],
    }),
    /** Multipart: title, description, content, status, optional publishAt, slug, image, bannerImage and their alt texts. */
    createBlog: build.mutation<BlogSaveResponse, BlogSave>({
      queryFn: (save, api, _extra, baseQuery) => send(API.blogs.create, 'POST', save, api.dispatch, baseQuery),
      invalidatesTags: [{ type: 'Blog', id: LIST_ID }],
    }),
    updateBlog: build.mutation<BlogSaveResponse, BlogSave & { slug: string }>({
      queryFn: ({ slug, ...save }, api, _extra, baseQuery) => send(API.blogs.update(slug), 'PUT', save, api.dispatch, baseQuery),
      // A refused stale save must not refetch the record under the open editor: the admin chooses to reload.
      invalidatesTags: (_res, error, { slug }) => (error?.status === 409 || error?.status === 412 ? [] : saveTags(slug)),
    }),
    deleteBlog: build.mutation<MessageResponse, string>({
      query: (slug) => ({ url: API.blogs.remove(slug), method: 'DELETE' }),
      invalidatesTags: (_res, _error, slug) => saveTags(slug),
    }),
  }),
});

export const {
  useGetBlogsQuery,
  useGetAdminBlogsQuery,
  useGetBlogQuery,
  useGetRelatedBlogsQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useDeleteBlogMutation,
} = blogApi;
