/** Workshop categories and the DTO the API answers with; no validation library here, so list pages stay light. */
export const WORKSHOP_CATEGORIES = ['Full Stack', 'Data Science', 'Data Analytics'] as const;
export type WorkshopCategory = (typeof WORKSHOP_CATEGORIES)[number];

export interface WorkshopDto {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: WorkshopCategory;
  date: string;
  dateIso: string | null;
  duration: string;
  sessions: string[];
  topics: { title: string }[];
  highlights: { learningOutcomes: string; careerPaths: string[] };
  image: string;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update; the single-item GET's ETag is `"<version>-<_id>"`. Send it back to update. */
  version: number;
}
