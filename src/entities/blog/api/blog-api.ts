import { API, type BlogDto, type MessageResponse } from '@contract';
import { baseApi, LIST_ID } from '@/shared/api';

export interface BlogSaveResponse extends MessageResponse {
  blog: BlogDto;
}

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<BlogDto[], undefined>({
      query: () => ({ url: API.blogs.list }),
      providesTags: (blogs) => [{ type: 'Blog', id: LIST_ID }, ...(blogs ?? []).map((b) => ({ type: 'Blog' as const, id: b.slug }))],
    }),
    getBlog: build.query<BlogDto, string>({
      query: (slug) => ({ url: API.blogs.one(slug) }),
      providesTags: (_blog, _error, slug) => [{ type: 'Blog', id: slug }],
    }),
    /** Multipart: title, description, content, optional slug, image, bannerImage and their alt texts. */
    createBlog: build.mutation<BlogSaveResponse, FormData>({
      query: (body) => ({ url: API.blogs.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'Blog', id: LIST_ID }],
    }),
    updateBlog: build.mutation<BlogSaveResponse, { slug: string; body: FormData }>({
      query: ({ slug, body }) => ({ url: API.blogs.update(slug), method: 'PUT', body }),
      // A refused stale save must not refetch the record under the open editor: the admin chooses to reload.
      invalidatesTags: (_res, error, { slug }) =>
        error?.status === 409 || error?.status === 412
          ? []
          : [
              { type: 'Blog', id: LIST_ID },
              { type: 'Blog', id: slug },
            ],
    }),
    deleteBlog: build.mutation<MessageResponse, string>({
      query: (slug) => ({ url: API.blogs.remove(slug), method: 'DELETE' }),
      invalidatesTags: (_res, _error, slug) => [
        { type: 'Blog', id: LIST_ID },
        { type: 'Blog', id: slug },
      ],
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery, useCreateBlogMutation, useUpdateBlogMutation, useDeleteBlogMutation } = blogApi;
