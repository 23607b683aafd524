/*
 * The site's headline figures (issue 41, DECISIONS 15): each is shown only with its basis, the cohort, period
 * and count behind it, as India's Guidelines for Prevention of Misleading Advertisement in Coaching Sector (2024)
 * ask. One value per figure wherever the site shows it, so two pages cannot contradict each other.
 */

export const FIGURE_KEYS = [
  'placementRate',
  'studentsTrained',
  'partners',
  'workshopsHeld',
  'workshopParticipants',
  'institutions',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** What each figure counts, as the admin form and the basis notes name it. */
export const FIGURE_NAMES: Record<FigureKey, string> = {
  placementRate: 'Placement rate',
  studentsTrained: 'Students trained',
  partners: 'Hiring partners',
  workshopsHeld: 'Workshops held',
  workshopParticipants: 'Workshop participants',
  institutions: 'Partner institutions',
};

export interface SiteFigure {
  /** As shown ("95%", "500+"); empty: not shown. */
  value: string;
  /** Who was counted, over what period and how ("placed within 6 months, of learners who completed the 2025 batches: 57 of 60"). */
  basis: string;
  /** Counted by the site from what it holds (COUNTED_FIGURES), value and basis with it; false: as staff entered it. */
  counted: boolean;
}

/** The figures the site can count itself, and from what (the admin form names it beside the choice). */
export const COUNTED_FIGURES: Partial<Record<FigureKey, string>> = {
  partners: 'the hiring partners listed on the site (samples not counted)',
  workshopsHeld: 'the workshops listed on the site that have ended',
};
export const NOT_COUNTABLE_MESSAGE = 'The site cannot count this figure: enter it with its basis.';

export const FIGURE_VALUE_MAX = 12;
export const FIGURE_BASIS_MAX = 300;
export const FIGURE_BASIS_MESSAGE = 'A figure needs its basis: who was counted, over what period, and how.';

/** The basis of the seeded figures (the product brief's), until staff confirm or replace them. */
export const SAMPLE_FIGURE_BASIS = 'Sample figure, not yet confirmed by the institute.';

/** The product brief's figures, seeded as samples. */
export const SAMPLE_FIGURES: Record<FigureKey, SiteFigure> = {
  placementRate: { value: '95%', basis: SAMPLE_FIGURE_BASIS, counted: false },
  studentsTrained: { value: '500+', basis: SAMPLE_FIGURE_BASIS, counted: false },
  partners: { value: '50+', basis: SAMPLE_FIGURE_BASIS, counted: false },
  workshopsHeld: { value: '15+', basis: SAMPLE_FIGURE_BASIS, counted: false },
  workshopParticipants: { value: '1000+', basis: SAMPLE_FIGURE_BASIS, counted: false },
  institutions: { value: '10+', basis: SAMPLE_FIGURE_BASIS, counted: false },
};

/** The figures with the version a save sends back (`custom`: false while they are the seeded samples). */
export interface SiteFiguresDto {
  figures: Record<FigureKey, SiteFigure>;
  custom: boolean;
  version: number;
  updatedAt: string | null;
}
