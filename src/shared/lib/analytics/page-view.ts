/** Pushes a page view to the tag manager's data layer (created here when the tag manager is off). */
export function pushPageView(path: string, title: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title, page_location: window.location.href });
}
