import { API, type BrochureLinkDto } from '@contract';
import { baseApi, LIST_ID } from '@/shared/api';

/** Absolute same-origin URL in the browser (undici's Request under Jest refuses relative ones). */
const url = (path: string) => `${window.location.origin}${path}`;

/** The course brochure (issue 21): a name and phone number for the course's download link. */
export const brochureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `body`: the form's fields (name, countryCode, phone, the honeypot) and the visit's UTM fields (contract/brochure.ts). */
    requestBrochure: build.mutation<BrochureLinkDto, { slug: string; body: Record<string, string | undefined> }>({
      query: ({ slug, body }) => ({ url: url(API.courses.brochure(slug)), method: 'POST', body }),
      // The request is a new lead.
      invalidatesTags: [{ type: 'Lead', id: LIST_ID }],
    }),
  }),
});

export const { useRequestBrochureMutation } = brochureApi;
