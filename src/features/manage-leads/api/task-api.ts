import {
  LEAD_TASK_API,
  type LeadCallInput,
  type LeadDetailDto,
  type LeadTaskInput,
  type LeadTaskUpdateInput,
  type MyDayDto,
} from '@contract';
import { leadApi } from '@/entities/lead';
import { apiUrl, LIST_ID } from '@/shared/api';

const MY_DAY_TAG = { type: 'Lead' as const, id: 'my-day' };

/** Each write answers the lead's whole detail: it replaces the drawer's copy; My day and the list refetch. */
async function keepDetail(
  { id }: { id: string },
  api: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: LeadDetailDto }> },
) {
  const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
  if (data) api.dispatch(leadApi.util.upsertQueryData('getLead', id, data));
}
const refreshed = (result: unknown) => (result ? [MY_DAY_TAG, { type: 'Lead' as const, id: LIST_ID }] : []);

/** A lead's follow-up tasks, its logged calls and the counsellor's "My day" (issue 43), admin only. */
export const taskApi = leadApi.injectEndpoints({
  endpoints: (build) => ({
    getMyDay: build.query<MyDayDto, undefined>({
      query: () => ({ url: apiUrl(LEAD_TASK_API.myDay) }),
      providesTags: [MY_DAY_TAG],
    }),
    addLeadTask: build.mutation<LeadDetailDto, LeadTaskInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: apiUrl(LEAD_TASK_API.tasks(id)), method: 'POST', body }),
      onQueryStarted: keepDetail,
      invalidatesTags: refreshed,
    }),
    updateLeadTask: build.mutation<LeadDetailDto, LeadTaskUpdateInput & { id: string; taskId: string }>({
      query: ({ id, taskId, ...body }) => ({ url: apiUrl(LEAD_TASK_API.task(id, taskId)), method: 'PATCH', body }),
      onQueryStarted: keepDetail,
      invalidatesTags: refreshed,
    }),
    noteLeadWhatsApp: build.mutation<LeadDetailDto, { id: string; text: string }>({
      query: ({ id, text }) => ({ url: apiUrl(LEAD_TASK_API.whatsapp(id)), method: 'POST', body: { text } }),
      onQueryStarted: keepDetail,
    }),
    logLeadCall: build.mutation<LeadDetailDto, LeadCallInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: apiUrl(LEAD_TASK_API.calls(id)), method: 'POST', body }),
      onQueryStarted: keepDetail,
      invalidatesTags: refreshed,
    }),
  }),
});

export const { useGetMyDayQuery, useAddLeadTaskMutation, useUpdateLeadTaskMutation, useLogLeadCallMutation, useNoteLeadWhatsAppMutation } =
  taskApi;
