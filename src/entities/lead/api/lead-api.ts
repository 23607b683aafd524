import {
  API,
  DEFAULT_LEAD_FORM_KEY,
  type LeadCaptureResponse,
  type LeadDto,
  type LeadListQuery,
  type LeadListResponse,
  type LeadStatus,
} from '@contract';
import { baseApi, LIST_ID } from '@/shared/api';
import { env, leadFormKey } from '@/shared/config';

/** A lead-capture request: the form id (5, 13 or 21) and the JSON body the form sends. */
export interface CaptureLeadArgs {
  formId: string;
  body: Record<string, string | undefined>;
}

/** Filters of the admin list; the CSV export takes the same ones. */
export type LeadFilters = Partial<Omit<LeadListQuery, 'page' | 'pageSize'>>;

/** The query string of the list and of the CSV export; empty filters are left out. */
export function leadQueryString(filters: LeadFilters & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Absolute URL: the lead-capture service when configured, else this origin (undici's Request refuses relative URLs under Jest). */
function captureUrl(formId: string): string {
  const origin = env.leadCaptureUrl || window.location.origin;
  return `${origin}${API.leads.capture(leadFormKey(DEFAULT_LEAD_FORM_KEY), formId)}`;
}

export const leadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    captureLead: build.mutation<LeadCaptureResponse, CaptureLeadArgs>({
      // Same origin unless LEAD_CAPTURE_URL names an external lead-capture service (RUN-CONTRACT.md).
      query: ({ formId, body }) => ({ url: captureUrl(formId), method: 'POST', body }),
      invalidatesTags: [{ type: 'Lead', id: LIST_ID }],
    }),
    getLeads: build.query<LeadListResponse, LeadFilters & { page: number; pageSize: number }>({
      query: (args) => ({ url: `${window.location.origin}${API.leads.list}${leadQueryString(args)}` }),
      providesTags: (result) => [{ type: 'Lead', id: LIST_ID }, ...(result?.items.map((l) => ({ type: 'Lead' as const, id: l.id })) ?? [])],
    }),
    updateLeadStatus: build.mutation<LeadDto, { id: string; status: LeadStatus }>({
      query: ({ id, status }) => ({ url: `${window.location.origin}${API.leads.status(id)}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Lead', id },
        { type: 'Lead', id: LIST_ID },
      ],
    }),
  }),
});

export const { useCaptureLeadMutation, useGetLeadsQuery, useUpdateLeadStatusMutation } = leadApi;
