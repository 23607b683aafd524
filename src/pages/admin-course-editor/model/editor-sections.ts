/** Room above a section reached from the outline: the admin top bar and the sticky outline stay clear of its heading. */
export const SECTION_SCROLL_MARGIN = { xs: 72, md: 136 } as const;
