import { getNativeInfo } from '../../lib/native/platform.ts';

/**
 * What each wrapper's web view can show inside the app (decision 041): WKWebView draws PDFs in a frame, Android's
 * web view has no PDF viewer. An image it cannot decode (HEIC on Android) is caught when it fails to load.
 */
const VIEWABLE: Record<'ios' | 'android', ReadonlySet<string>> = {
  ios: new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic']),
  android: new Set(['image/png', 'image/jpeg', 'image/webp', 'image/heic']),
};

export type OpenedFile = { mode: 'saved' } | { mode: 'viewer'; url: string; type: string; fileName: string };

/** A browser saves the file under its name; the browser's own viewer would lose the owner's session. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * On the web the file is downloaded. The native wrapper cannot download into a page, so it shows the file in the
 * app's viewer (file-viewer.tsx), which says 'Error Opening the File.Unsupported document format.' when it cannot.
 */
export async function openDownloadedFile(blob: Blob, fileName: string): Promise<OpenedFile> {
  const { platform } = await getNativeInfo();
  if (platform === 'web') {
    save(blob, fileName);
    return { mode: 'saved' };
  }
  const type = VIEWABLE[platform].has(blob.type) ? blob.type : '';
  return { mode: 'viewer', url: type ? URL.createObjectURL(blob) : '', type, fileName };
}
