import {
  API,
  versionEtag,
  type AlumniStoryDto,
  type AlumniStoryInput,
  type HiringPartnerDto,
  type HiringPartnerInput,
  type MessageResponse,
} from '@contract';
import { apiUrl, baseApi, LIST_ID } from '@/shared/api';

/** Every alumni read shares one tag: any write refreshes the public sections and the admin list alike. */
const ALUMNI_TAGS = [{ type: 'Alumni' as const, id: LIST_ID }];

/** Alumni outcomes (issue 21, docs/product.md §3): published stories and hiring partners; the admin's list and writes. */
export const alumniApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Published stories, real ones first, newest first; `course`: one course's only. */
    getAlumniStories: build.query<AlumniStoryDto[], { course?: string }>({
      query: ({ course }) => ({ url: apiUrl(course ? `${API.alumni.stories}?course=${encodeURIComponent(course)}` : API.alumni.stories) }),
      providesTags: ALUMNI_TAGS,
    }),
    getHiringPartners: build.query<HiringPartnerDto[], undefined>({
      query: () => ({ url: apiUrl(API.alumni.partners) }),
      providesTags: ALUMNI_TAGS,
    }),
    /** Every story, unpublished ones too (admin session). */
    getAdminAlumniStories: build.query<AlumniStoryDto[], undefined>({
      query: () => ({ url: apiUrl(API.alumni.adminStories) }),
      providesTags: ALUMNI_TAGS,
    }),
    createAlumniStory: build.mutation<AlumniStoryDto, AlumniStoryInput>({
      query: (body) => ({ url: apiUrl(API.alumni.adminStories), method: 'POST', body }),
      invalidatesTags: ALUMNI_TAGS,
    }),
    updateAlumniStory: build.mutation<AlumniStoryDto, { id: string; body: AlumniStoryInput }>({
      query: ({ id, body }) => ({ url: apiUrl(API.alumni.adminStory(id)), method: 'PUT', body }),
      // The list refreshes after a refused stale save too: it then shows the other admin's version.
      invalidatesTags: ALUMNI_TAGS,
    }),
    /** `version`: the story as the admin saw it; sent as If-Match, so a story changed since is not deleted (412). */
    deleteAlumniStory: build.mutation<MessageResponse, { id: string; version: number }>({
      query: ({ id, version }) => ({
        url: apiUrl(API.alumni.adminStory(id)),
        method: 'DELETE',
        headers: { 'If-Match': versionEtag({ _id: id, version }) },
      }),
      invalidatesTags: ALUMNI_TAGS,
    }),
    addHiringPartner: build.mutation<HiringPartnerDto, Pick<HiringPartnerInput, 'name'> & Partial<HiringPartnerInput>>({
      query: (body) => ({ url: apiUrl(API.alumni.adminPartners), method: 'POST', body }),
      invalidatesTags: ALUMNI_TAGS,
    }),
    /** `logo`: an uploaded picture's path (`POST /api/admin/images`), or '' to show the name. */
    setHiringPartnerLogo: build.mutation<HiringPartnerDto, { id: string; logo: string }>({
      query: ({ id, logo }) => ({ url: apiUrl(API.alumni.adminPartnerLogo(id)), method: 'PUT', body: { logo } }),
      invalidatesTags: ALUMNI_TAGS,
    }),
    removeHiringPartner: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: apiUrl(API.alumni.adminPartner(id)), method: 'DELETE' }),
      invalidatesTags: ALUMNI_TAGS,
    }),
  }),
});

export const {
  useGetAlumniStoriesQuery,
  useGetHiringPartnersQuery,
  useGetAdminAlumniStoriesQuery,
  useCreateAlumniStoryMutation,
  useUpdateAlumniStoryMutation,
  useDeleteAlumniStoryMutation,
  useAddHiringPartnerMutation,
  useSetHiringPartnerLogoMutation,
  useRemoveHiringPartnerMutation,
} = alumniApi;
