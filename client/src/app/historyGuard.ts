/**
 * Lets a page hold the browser's Back and Forward (a form with unsaved changes asks first). The
 * router listens for popstate too, and listeners on window run in the order they were added, so
 * this one is added as the app starts, before the router's, and can keep the router from hearing.
 */
type Hold = (event: PopStateEvent) => boolean;

let hold: Hold | null = null;

window.addEventListener('popstate', (event) => {
  if (hold?.(event)) event.stopImmediatePropagation();
});

/** While set, `decide` sees every popstate first; answering true keeps it from the router. */
export function holdHistory(decide: Hold): () => void {
  hold = decide;
  return () => {
    if (hold === decide) hold = null;
  };
}
