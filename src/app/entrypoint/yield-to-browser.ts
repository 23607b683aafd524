/** A new task: whatever the browser has waiting (a paint, a tap) runs before the caller goes on. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
