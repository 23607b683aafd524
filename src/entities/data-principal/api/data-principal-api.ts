import {
  PRIVACY_ADMIN_API,
  YOUR_DATA_API,
  type MessageResponse,
  type PrivacyCorrectionInput,
  type PrivacyLinkInput,
  type PrivacyNomineeInput,
  type PrivacyRequestDto,
  type PrivacyRequestListResponse,
  type YourDataDto,
} from '@contract';
import { baseApi } from '@/shared/api';

/** What an action of the view answers: the whole view again (a server may add the words it wants said). */
export type YourDataAnswer = YourDataDto & { message?: string };

/**
 * "Your data" (issue 42): a person's link, their view and its actions, and the staff's list of requests. The view's
 * answers are kept by the page that shows them, never in the cache: every call here is a mutation but the staff's list.
 */
export const dataPrincipalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Mails a link to the data held for an e-mail or phone (the answer is the same whether or not anything is held). */
    requestYourDataLink: build.mutation<MessageResponse, PrivacyLinkInput>({
      query: (body) => ({ url: YOUR_DATA_API.link, method: 'POST', body }),
    }),
    /** Opens the link (once): the server sets the view's cookie and answers the data. */
    openYourData: build.mutation<YourDataAnswer, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: YOUR_DATA_API.open(id, token), method: 'POST' }),
    }),
    /** The view this browser opened, again (a reload of the link's page); 401 once it has ended. */
    reloadYourData: build.mutation<YourDataAnswer, undefined>({
      query: () => ({ url: YOUR_DATA_API.view }),
    }),
    /** Ends the view. */
    closeYourData: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: YOUR_DATA_API.view, method: 'DELETE' }),
    }),
    /** The form's values as typed (the schema checked them: the country code is one of COUNTRY_CODES). */
    correctYourDetails: build.mutation<YourDataAnswer, Record<keyof PrivacyCorrectionInput, string>>({
      query: (body) => ({ url: YOUR_DATA_API.details, method: 'PUT', body }),
    }),
    withdrawMarketingConsent: build.mutation<YourDataAnswer, undefined>({
      query: () => ({ url: YOUR_DATA_API.withdraw, method: 'POST' }),
    }),
    requestErasure: build.mutation<YourDataAnswer, undefined>({
      query: () => ({ url: YOUR_DATA_API.erasure, method: 'POST' }),
    }),
    nameNominee: build.mutation<YourDataAnswer, PrivacyNomineeInput>({
      query: (body) => ({ url: YOUR_DATA_API.nominee, method: 'PUT', body }),
    }),
    /** Every request, open ones first (admin); read afresh on every visit. */
    getPrivacyRequests: build.query<PrivacyRequestListResponse, undefined>({
      query: () => ({ url: PRIVACY_ADMIN_API.requests }),
      // An erasure removes leads: the requests are read again with the leads.
      providesTags: [{ type: 'Lead', id: 'PRIVACY' }],
      keepUnusedDataFor: 0,
    }),
    /** Completes an open request (an erasure erases the person's data); the list is read again, whatever the answer. */
    completePrivacyRequest: build.mutation<PrivacyRequestDto, string>({
      query: (id) => ({ url: PRIVACY_ADMIN_API.complete(id), method: 'POST' }),
      invalidatesTags: ['Lead'],
    }),
  }),
});

export const {
  useRequestYourDataLinkMutation,
  useOpenYourDataMutation,
  useReloadYourDataMutation,
  useCloseYourDataMutation,
  useCorrectYourDetailsMutation,
  useWithdrawMarketingConsentMutation,
  useRequestErasureMutation,
  useNameNomineeMutation,
  useGetPrivacyRequestsQuery,
  useCompletePrivacyRequestMutation,
} = dataPrincipalApi;
