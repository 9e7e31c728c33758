const key = (id: number) => `blog_viewed_${id}`;

/**
 * True the first time a post is opened during this visit (this browser tab's session), false
 * after; the mark lives in sessionStorage, so a new visit counts again. When storage is blocked
 * every opening counts, rather than none.
 */
export function claimBlogView(id: number, storage?: Storage): boolean {
  try {
    const store = storage ?? window.sessionStorage;
    if (store.getItem(key(id))) return false;
    store.setItem(key(id), '1');
    return true;
  } catch {
    return true;
  }
}
