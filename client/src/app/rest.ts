import { notifySessionExpired } from './auth/session';
import { readStoredToken, storeToken } from './auth/tokenStorage';

/** A refused REST call, with the server's `detail` as its message when it sent one. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function detailOf(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { detail?: unknown };
    return typeof body.detail === 'string' && body.detail ? body.detail : fallback;
  } catch {
    return fallback;
  }
}

/** A 401 to a request sent with the current token means the session is over (as in urqlClient). */
function noticeExpiry(status: number, sentToken: string | null): void {
  if (status !== 401 || !sentToken || sentToken !== readStoredToken()) return;
  storeToken(null);
  notifySessionExpired();
}

/**
 * A REST call with the signed-in person's bearer token, for what GraphQL does not carry well:
 * file downloads and uploads. A refusal throws a RestError with the server's detail (the spec's
 * "detail if present, else the message, else a fallback").
 */
export async function restFetch(path: string, init: RequestInit = {}, fallback = 'Request failed'): Promise<Response> {
  const token = readStoredToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(path, { ...init, headers });
  if (!res.ok) {
    noticeExpiry(res.status, token);
    throw new RestError(await detailOf(res, fallback), res.status);
  }
  return res;
}

/** The file name a response offers in Content-Disposition, else the fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** Fetches a file with the bearer token and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string, fallbackError?: string): Promise<string> {
  const res = await restFetch(path, {}, fallbackError);
  const name = fileNameOf(res, fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export interface UploadedMedia {
  url: string;
  thumb_url: string;
}

/**
 * Sends one picture or video file to POST /api/media, with the blob's type as its Content-Type,
 * and reports the share sent so far (0 to 1). XMLHttpRequest, because fetch cannot report upload
 * progress. A video answers no thumbnail: thumb_url is then its own address.
 */
export function uploadMedia(
  file: Blob,
  onProgress?: (share: number) => void,
  fallback = 'Failed to upload images',
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const token = readStoredToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.setRequestHeader('content-type', file.type);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { detail?: string } & Partial<UploadedMedia>;
      if (xhr.status === 201 && body?.url) {
        onProgress?.(1);
        resolve({ url: body.url, thumb_url: body.thumb_url ?? body.url });
        return;
      }
      noticeExpiry(xhr.status, token);
      reject(new RestError(body?.detail || fallback, xhr.status));
    };
    xhr.onerror = () => reject(new RestError(fallback, 0));
    xhr.send(file);
  });
}
