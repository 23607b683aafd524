import { REGISTRATION_API, type MessageResponse, type WorkshopRegistrationDto } from '@contract';
import { apiUrl, baseApi } from '@/shared/api';

type Link = { id: string; token: string };

/** A workshop registration's own link (issue 43): read it, cancel it. */
export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkshopRegistration: build.query<WorkshopRegistrationDto, Link>({
      query: ({ id, token }) => ({ url: apiUrl(REGISTRATION_API.one(id, token)) }),
    }),
    cancelWorkshopRegistration: build.mutation<MessageResponse, Link>({
      query: ({ id, token }) => ({ url: apiUrl(REGISTRATION_API.cancel(id, token)), method: 'POST' }),
      // The answer is a message; the registration is read again to show where it stands now.
      async onQueryStarted(link, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(registrationApi.endpoints.getWorkshopRegistration.initiate(link, { forceRefetch: true, subscribe: false }));
      },
    }),
  }),
});

export const { useGetWorkshopRegistrationQuery, useCancelWorkshopRegistrationMutation } = registrationApi;
