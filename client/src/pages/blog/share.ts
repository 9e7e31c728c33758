export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a page with the device's share sheet when there is one; otherwise copies the link and
 * says so. A share the visitor cancels is left alone.
 */
export async function sharePage({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // The share sheet refused (not allowed here, say): copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert('Link copied to clipboard!');
    return 'copied';
  } catch {
    // No clipboard either (an insecure page, or permission refused): let the visitor copy it by hand.
    window.prompt('Copy this link:', url);
    return 'failed';
  }
}
