import * as yup from 'yup';
import { UUID_PATTERN } from './lead-pipeline';

/*
 * Issue 43, one person, one record: enquiries with the same e-mail or phone are one contact by rule, and staff
 * merge two contacts the rule did not match (and undo it). A merge only links two leads: each stays as it was sent.
 */

export const LEAD_CONTACT_API = {
  /** POST `{ otherLeadId }`: the lead's person and the other lead's person are one from now on. */
  merges: (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/merges`,
  /** DELETE: undo the merge (the lead is any lead of the merged person). */
  merge: (leadId: string, mergeId: string) => `/api/leads/${encodeURIComponent(leadId)}/merges/${encodeURIComponent(mergeId)}`,
} as const;

/** A link staff made between two leads of one person, as the drawer lists it (only merges not undone). */
export interface LeadMergeDto {
  id: string;
  /** The lead whose drawer the merge was made from, and the lead chosen to merge with. */
  leadId: string;
  otherLeadId: string;
  mergedByName: string;
  createdAt: string;
}

export const MERGE_CHOOSE_MESSAGE = 'Choose the lead to merge with.';
export const MERGE_SELF_MESSAGE = 'A lead cannot be merged with itself.';
export const MERGE_OTHER_MISSING_MESSAGE = 'That lead could not be found: it may have been removed.';
export const MERGE_SAME_PERSON_MESSAGE = 'These two leads already belong to one person.';
export const MERGE_NOT_FOUND = 'This merge was undone already, or it is not one of this person\u2019s.';

/** POST LEAD_CONTACT_API.merges. */
export const leadMergeSchema = yup.object({
  otherLeadId: yup.string().trim().required(MERGE_CHOOSE_MESSAGE).matches(UUID_PATTERN, MERGE_CHOOSE_MESSAGE),
});
export type LeadMergeInput = yup.InferType<typeof leadMergeSchema>;
