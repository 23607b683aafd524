import { API, type WorkshopDto, type WorkshopInput } from '@contract';
import { apiUrl, baseApi, itemTag, LIST_ID } from '@/shared/api';

export const workshopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkshops: build.query<WorkshopDto[], undefined>({
      query: () => ({ url: apiUrl(API.workshops.list) }),
      providesTags: (result) => [{ type: 'Workshop', id: LIST_ID }, ...(result?.map((w) => itemTag('Workshop', w.slug)) ?? [])],
    }),
    getWorkshop: build.query<WorkshopDto, string>({
      query: (slug) => ({ url: apiUrl(API.workshops.one(slug)) }),
      providesTags: (_r, _e, slug) => [itemTag('Workshop', slug)],
    }),
    createWorkshop: build.mutation<WorkshopDto, WorkshopInput>({
      query: (body) => ({ url: apiUrl(API.workshops.list), method: 'POST', body }),
      invalidatesTags: [{ type: 'Workshop', id: LIST_ID }],
    }),
    updateWorkshop: build.mutation<WorkshopDto, { slug: string; body: WorkshopInput }>({
      query: ({ slug, body }) => ({ url: apiUrl(API.workshops.one(slug)), method: 'PUT', body }),
      // A refused stale save must not refetch the record under the open editor: the admin chooses to reload.
      invalidatesTags: (_r, error, { slug }) =>
        error?.status === 409 || error?.status === 412 ? [] : [itemTag('Workshop', slug), { type: 'Workshop', id: LIST_ID }],
    }),
    /** Multipart with one file field, `image` (JPEG, PNG, WebP or GIF up to IMAGE_MAX_BYTES); answers the updated workshop. */
    uploadWorkshopImage: build.mutation<WorkshopDto, { slug: string; file: File }>({
      query: ({ slug, file }) => {
        const body = new FormData();
        body.append('image', file);
        return { url: apiUrl(API.workshops.image(slug)), method: 'PUT', body };
      },
      invalidatesTags: (_r, _e, { slug }) => [itemTag('Workshop', slug), { type: 'Workshop', id: LIST_ID }],
    }),
    /** Puts the default illustration back; answers the updated workshop. */
    removeWorkshopImage: build.mutation<WorkshopDto, string>({
      query: (slug) => ({ url: apiUrl(API.workshops.image(slug)), method: 'DELETE' }),
      invalidatesTags: (_r, _e, slug) => [itemTag('Workshop', slug), { type: 'Workshop', id: LIST_ID }],
    }),
    deleteWorkshop: build.mutation<{ message: string }, string>({
      query: (slug) => ({ url: apiUrl(API.workshops.one(slug)), method: 'DELETE' }),
      invalidatesTags: (_r, _e, slug) => [itemTag('Workshop', slug), { type: 'Workshop', id: LIST_ID }],
    }),
  }),
});

export const {
  useGetWorkshopsQuery,
  useGetWorkshopQuery,
  useCreateWorkshopMutation,
  useUpdateWorkshopMutation,
  useDeleteWorkshopMutation,
  useUploadWorkshopImageMutation,
  useRemoveWorkshopImageMutation,
} = workshopApi;
