import { API, versionEtag, type AdminCourseDto, type BatchInput, type CourseInput } from '@contract';
import { apiUrl, baseApi, itemTag, LIST_ID } from '@/shared/api';

/** A course's own tag and the lists': the public catalogue shares them, so an admin's change reaches it too. */
const courseTags = (...slugs: (string | undefined)[]) => [
  ...[...new Set(slugs)].flatMap((slug) => (slug ? [itemTag('Course', slug)] : [])),
  { type: 'Course' as const, id: LIST_ID },
];

/** The admin side of the course catalogue (issue 19): every course, archived ones too, and every batch. */
export const adminCourseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCourses: build.query<AdminCourseDto[], undefined>({
      query: () => ({ url: apiUrl(API.courses.adminList) }),
      providesTags: (result) => [{ type: 'Course', id: LIST_ID }, ...(result?.map((c) => itemTag('Course', c.slug)) ?? [])],
    }),
    getAdminCourse: build.query<AdminCourseDto, string>({
      query: (slug) => ({ url: apiUrl(API.courses.adminOne(slug)) }),
      providesTags: (_r, _e, slug) => [itemTag('Course', slug)],
    }),
    createCourse: build.mutation<AdminCourseDto, CourseInput>({
      query: (body) => ({ url: apiUrl(API.courses.list), method: 'POST', body }),
      invalidatesTags: [{ type: 'Course', id: LIST_ID }],
    }),
    updateCourse: build.mutation<AdminCourseDto, { slug: string; body: CourseInput }>({
      query: ({ slug, body }) => ({ url: apiUrl(API.courses.one(slug)), method: 'PUT', body }),
      // A refused stale save must not refetch the record under the open editor: the admin chooses to reload.
      invalidatesTags: (result, error, { slug }) => (error?.status === 409 || error?.status === 412 ? [] : courseTags(slug, result?.slug)),
    }),
    deleteCourse: build.mutation<{ message: string }, string>({
      query: (slug) => ({ url: apiUrl(API.courses.one(slug)), method: 'DELETE' }),
      invalidatesTags: (_r, _e, slug) => courseTags(slug),
    }),
    addBatch: build.mutation<AdminCourseDto, { slug: string; body: BatchInput }>({
      query: ({ slug, body }) => ({ url: apiUrl(API.courses.batches(slug)), method: 'POST', body }),
      invalidatesTags: (_r, _e, { slug }) => courseTags(slug),
    }),
    updateBatch: build.mutation<AdminCourseDto, { slug: string; id: string; body: BatchInput }>({
      query: ({ slug, id, body }) => ({ url: apiUrl(API.courses.batch(slug, id)), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { slug }) => courseTags(slug),
    }),
    /** `version`: the batch as the admin saw it; sent as If-Match, so a batch changed since is not deleted (412). */
    deleteBatch: build.mutation<AdminCourseDto, { slug: string; id: string; version?: number }>({
      query: ({ slug, id, version }) => ({
        url: apiUrl(API.courses.batch(slug, id)),
        method: 'DELETE',
        ...(version === undefined ? {} : { headers: { 'If-Match': versionEtag({ _id: id, version }) } }),
      }),
      invalidatesTags: (_r, _e, { slug }) => courseTags(slug),
    }),
  }),
});

export const {
  useGetAdminCoursesQuery,
  useGetAdminCourseQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useAddBatchMutation,
  useUpdateBatchMutation,
  useDeleteBatchMutation,
} = adminCourseApi;
