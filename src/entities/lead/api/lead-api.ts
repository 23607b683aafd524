import {
  API,
  DEFAULT_LEAD_FORM_KEY,
  type AdminAccountDto,
  type LeadBulkResponse,
  type LeadCaptureResponse,
  type LeadDetailDto,
  type LeadDto,
  type LeadListQuery,
  type LeadListResponse,
  type LeadPipelineSettingsDto,
  type LeadStatus,
} from '@contract';
import { apiUrl, baseApi, itemTag, LIST_ID } from '@/shared/api';
import { env, leadFormKey } from '@/shared/config';
import { uploadWithProgress } from '@/shared/lib/upload';

/**
 * A lead-capture request: the form id (5, 13 or 21) and the fields the form sends, as JSON; with `files`
 * (a job application's CV) as multipart/form-data instead, the fields as text parts beside the files.
 */
export interface CaptureLeadArgs {
  formId: string;
  body: Record<string, string | undefined>;
  /** Field name → file (`cv`); only form 21 takes one. */
  files?: Record<string, File>;
  /** Called with 0–100 while the files upload. */
  onProgress?: (percent: number) => void;
}

/** The form's fields and files as one multipart body (fields left undefined are not sent). */
function multipartBody(body: CaptureLeadArgs['body'], files: Record<string, File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, value);
  for (const [key, file] of Object.entries(files)) form.append(key, file, file.name);
  return form;
}

/**
 * A change of one lead (PATCH API.leads.one): any of status, owner (null: unassigned), follow-up day (null: none)
 * and legal hold (its reason; null: lifted).
 */
export interface LeadUpdateArgs {
  id: string;
  status?: LeadStatus;
  /** With status 'closed' (Lost), or for a lead already lost: why; null clears it. */
  lostReason?: string | null;
  ownerId?: string | null;
  followUpOn?: string | null;
  legalHold?: string | null;
}

/** One status or owner for many selected leads (POST API.leads.bulk). */
export interface LeadBulkArgs {
  ids: string[];
  status?: LeadStatus;
  /** With status 'closed' (Lost): why. */
  lostReason?: string;
  ownerId?: string | null;
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
      queryFn: async ({ formId, body, files, onProgress }, _api, _extra, baseQuery) => {
        const url = captureUrl(formId);
        if (!files || Object.keys(files).length === 0) {
          const result = await baseQuery({ url, method: 'POST', body });
          return result.error ? { error: result.error } : { data: result.data as LeadCaptureResponse };
        }
        const form = multipartBody(body, files);
        if (!onProgress) {
          const result = await baseQuery({ url, method: 'POST', body: form });
          return result.error ? { error: result.error } : { data: result.data as LeadCaptureResponse };
        }
        // Through XMLHttpRequest, whose upload reports its progress (fetch does not); the answer reads the same.
        const result = await uploadWithProgress({ url, method: 'POST', body: form, onProgress });
        return 'data' in result ? { data: result.data as LeadCaptureResponse } : { error: result.error };
      },
      invalidatesTags: [{ type: 'Lead', id: LIST_ID }],
    }),
    getLeads: build.query<LeadListResponse, LeadFilters & { page: number; pageSize: number }>({
      query: (args) => ({ url: `${window.location.origin}${API.leads.list}${leadQueryString(args)}` }),
      providesTags: (result) => [{ type: 'Lead', id: LIST_ID }, ...(result?.items.map((l) => itemTag('Lead', l.id)) ?? [])],
    }),
    updateLeadStatus: build.mutation<LeadDto, { id: string; status: LeadStatus; lostReason?: string }>({
      query: ({ id, ...body }) => ({ url: `${window.location.origin}${API.leads.status(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [itemTag('Lead', id), { type: 'Lead', id: LIST_ID }],
    }),
    /** The lead with its notes and history (the detail drawer). */
    getLead: build.query<LeadDetailDto, string>({
      query: (id) => ({ url: `${window.location.origin}${API.leads.one(id)}` }),
      providesTags: (_r, _e, id) => [itemTag('Lead', id)],
    }),
    // The answer is the whole detail: it replaces the drawer's copy, and the list refetches for its columns.
    updateLead: build.mutation<LeadDetailDto, LeadUpdateArgs>({
      query: ({ id, ...body }) => ({ url: `${window.location.origin}${API.leads.one(id)}`, method: 'PATCH', body }),
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(leadApi.util.upsertQueryData('getLead', id, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Lead', id: LIST_ID }] : []),
    }),
    addLeadNote: build.mutation<LeadDetailDto, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: `${window.location.origin}${API.leads.notes(id)}`, method: 'POST', body: { body } }),
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(leadApi.util.upsertQueryData('getLead', id, data));
      },
    }),
    bulkUpdateLeads: build.mutation<LeadBulkResponse, LeadBulkArgs>({
      query: (body) => ({ url: `${window.location.origin}${API.leads.bulk}`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { ids }) => [{ type: 'Lead', id: LIST_ID }, ...ids.map((id) => itemTag('Lead', id))],
    }),
    /**
     * The admins a lead may be given to (GET API.admin.admins, the Admins page's list). Read afresh each
     * time the leads page opens, so an account disabled meanwhile is not offered.
     */
    /**
     * The leads pipeline's settings (issue 43): its stages, the lost reasons, the saved WhatsApp messages, the
     * first call's limit and the digest's time. Read by anyone who works leads; saved in Site settings.
     */
    getLeadPipelineSettings: build.query<LeadPipelineSettingsDto, undefined>({
      query: () => ({ url: apiUrl(API.admin.leadPipeline) }),
      providesTags: [{ type: 'SiteSettings', id: 'lead-pipeline' }],
    }),
    getLeadOwners: build.query<AdminAccountDto[], undefined>({
      query: () => ({ url: `${window.location.origin}${API.admin.admins}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCaptureLeadMutation,
  useGetLeadsQuery,
  useUpdateLeadStatusMutation,
  useGetLeadQuery,
  useUpdateLeadMutation,
  useAddLeadNoteMutation,
  useBulkUpdateLeadsMutation,
  useGetLeadOwnersQuery,
  useGetLeadPipelineSettingsQuery,
} = leadApi;
