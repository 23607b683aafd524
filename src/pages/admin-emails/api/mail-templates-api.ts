import { ADMIN_MAIL_API, type MailTemplateKind, type MailTemplatesDto, type MailTemplatesInput } from '@contract';
import { apiUrl, baseApi } from '@/shared/api';

/** The e-mails a visitor gets at once (issue 43): the admin's read, the save of every template, a test send. */
export const mailTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The templates with their version, never from a cache (admin session). */
    getMailTemplates: build.query<MailTemplatesDto, undefined>({
      query: () => ({ url: apiUrl(ADMIN_MAIL_API.templates) }),
    }),
    /** Saves every template with the version the admin saw; the saved answer replaces the read at once. */
    updateMailTemplates: build.mutation<MailTemplatesDto, MailTemplatesInput>({
      query: (body) => ({ url: apiUrl(ADMIN_MAIL_API.templates), method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(mailTemplatesApi.util.upsertQueryData('getMailTemplates', undefined, data));
        // A refused stale save: read the other admin's version, which the form then shows.
        else dispatch(mailTemplatesApi.endpoints.getMailTemplates.initiate(undefined, { forceRefetch: true, subscribe: false }));
      },
    }),
    /** Sends one template (as typed, saved or not) with sample values to the signed-in admin. */
    sendTestMail: build.mutation<{ message: string }, { kind: MailTemplateKind; subject: string; body: string }>({
      query: (body) => ({ url: apiUrl(ADMIN_MAIL_API.test), method: 'POST', body }),
    }),
  }),
});

export const { useGetMailTemplatesQuery, useUpdateMailTemplatesMutation, useSendTestMailMutation } = mailTemplatesApi;
