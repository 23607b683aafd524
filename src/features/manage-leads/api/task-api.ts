import {
  LEAD_CONTACT_API,
  LEAD_TASK_API,
  type LeadCallInput,
  type LeadDetailDto,
  type LeadTaskInput,
  type LeadTaskUpdateInput,
  type MyDayDto,
} from '@contract';
import { leadApi } from '@/entities/lead';
import { apiUrl, itemTag, LIST_ID } from '@/shared/api';

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
/** After a merge or its undoing, every lead of both people (before and after) shows a changed drawer. */
const personChanged = (result: LeadDetailDto | undefined, _error: unknown, { others }: { others: string[] }) =>
  result ? [...new Set([...others, ...result.related.map((r) => r.id)])].map((id) => itemTag('Lead', id)) : [];

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
    /** Issue 43: merge the lead's person with another lead's; `others` are the person's leads before it (their drawers refetch). */
    mergeLeadPeople: build.mutation<LeadDetailDto, { id: string; otherLeadId: string; others: string[] }>({
      query: ({ id, otherLeadId }) => ({ url: apiUrl(LEAD_CONTACT_API.merges(id)), method: 'POST', body: { otherLeadId } }),
      onQueryStarted: keepDetail,
      invalidatesTags: personChanged,
    }),
    undoLeadMerge: build.mutation<LeadDetailDto, { id: string; mergeId: string; others: string[] }>({
      query: ({ id, mergeId }) => ({ url: apiUrl(LEAD_CONTACT_API.merge(id, mergeId)), method: 'DELETE' }),
      onQueryStarted: keepDetail,
      invalidatesTags: personChanged,
    }),
    logLeadCall: build.mutation<LeadDetailDto, LeadCallInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: apiUrl(LEAD_TASK_API.calls(id)), method: 'POST', body }),
      onQueryStarted: keepDetail,
      invalidatesTags: refreshed,
    }),
  }),
});

export const {
  useMergeLeadPeopleMutation,
  useUndoLeadMergeMutation,
  useGetMyDayQuery,
  useAddLeadTaskMutation,
  useUpdateLeadTaskMutation,
  useLogLeadCallMutation,
  useNoteLeadWhatsAppMutation,
} = taskApi;
