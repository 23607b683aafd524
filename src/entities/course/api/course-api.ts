import { API, type CourseDto, type CourseSummaryDto } from '@contract';
import { apiUrl, baseApi, itemTag, LIST_ID } from '@/shared/api';

/** The public catalogue (docs/product.md D11): the courses on sale and one course with its open batches. */
export const courseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<CourseSummaryDto[], undefined>({
      query: () => ({ url: apiUrl(API.courses.list) }),
      providesTags: (result) => [{ type: 'Course', id: LIST_ID }, ...(result?.map((c) => itemTag('Course', c.slug)) ?? [])],
    }),
    /**
     * null when there is no such course: an answer, not an error, so the page the server rendered as "Course not
     * found" hydrates from it without asking the API again (a failed query is retried on the next subscription).
     */
    getCourse: build.query<CourseDto | null, string>({
      query: (slug) => ({ url: apiUrl(API.courses.one(slug)), validateStatus: (response) => response.ok || response.status === 404 }),
      transformResponse: (body: CourseDto | { message: string }, meta) => (meta?.response?.status === 404 ? null : (body as CourseDto)),
      providesTags: (_r, _e, slug) => [itemTag('Course', slug)],
    }),
  }),
});

export const { useGetCoursesQuery, useGetCourseQuery } = courseApi;
