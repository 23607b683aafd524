import { API, type JobDto, type JobInput, type MessageResponse } from '@contract';
import { baseApi, itemTag, LIST_ID } from '@/shared/api';

export interface JobSaveResponse extends MessageResponse {
  job: JobDto;
}

/** The admin list shares the public list's tag: any write refreshes both. */
const listTags = (jobs: JobDto[] | undefined) => [
  { type: 'Job' as const, id: LIST_ID },
  ...(jobs ?? []).map((j) => itemTag('Job', j.slug)),
];

export const jobApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Open jobs, newest first (docs/product.md §7). */
    getJobs: build.query<JobDto[], undefined>({
      query: () => ({ url: API.careers.list }),
      providesTags: listTags,
    }),
    getJob: build.query<JobDto, string>({
      query: (slug) => ({ url: API.careers.one(slug) }),
      providesTags: (_job, _error, slug) => [itemTag('Job', slug)],
    }),
    /** Every job, expired ones marked (admin session). */
    getAdminJobs: build.query<JobDto[], undefined>({
      query: () => ({ url: API.careers.adminList }),
      providesTags: listTags,
    }),
    createJob: build.mutation<JobSaveResponse, JobInput>({
      query: (body) => ({ url: API.careers.create, method: 'POST', body }),
      invalidatesTags: [{ type: 'Job', id: LIST_ID }],
    }),
    updateJob: build.mutation<JobSaveResponse, { slug: string; body: JobInput }>({
      query: ({ slug, body }) => ({ url: API.careers.update(slug), method: 'PUT', body }),
      // A refused stale save must not refetch the record under the open editor: the admin chooses to reload.
      invalidatesTags: (_res, error, { slug }) =>
        error?.status === 409 || error?.status === 412 ? [] : [{ type: 'Job', id: LIST_ID }, itemTag('Job', slug)],
    }),
    deleteJob: build.mutation<MessageResponse, string>({
      query: (slug) => ({ url: API.careers.remove(slug), method: 'DELETE' }),
      invalidatesTags: (_res, _error, slug) => [{ type: 'Job', id: LIST_ID }, itemTag('Job', slug)],
    }),
  }),
});

export const { useGetJobsQuery, useGetJobQuery, useGetAdminJobsQuery, useCreateJobMutation, useUpdateJobMutation, useDeleteJobMutation } =
  jobApi;
