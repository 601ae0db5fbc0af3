import { getNativeInfo } from '../native/platform.ts';
import { openWithPhoneApp } from './native-open.ts';

/**
 * What each wrapper's web view can show inside the app (decision 041): WKWebView draws PDFs in a frame, Android's
 * web view has no PDF viewer. An image it cannot decode (HEIC on Android) is caught when it fails to load.
 */
const VIEWABLE: Record<'ios' | 'android', ReadonlySet<string>> = {
  ios: new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic']),
  android: new Set(['image/png', 'image/jpeg', 'image/webp', 'image/heic']),
};

export interface ViewedFile {
  mode: 'viewer';
  /** An object URL of the file when the web view can show its type, else ''. */
  url: string;
  /** The type the viewer shows it as ('' when the web view cannot show it). */
  type: string;
  fileName: string;
  /** The file itself, for handing to another app (the system share sheet) when the app cannot show it. */
  file: File;
  /** Whether the web view can hand this file to the system (Web Share with files). */
  canShare: boolean;
}

export type OpenedFile = { mode: 'saved' } | ViewedFile;

/** A browser saves the file under its name; the browser's own viewer would lose the owner's session. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled; the memory is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Whether the system share sheet takes this file (iOS's WKWebView does; Android's web view has no Web Share). */
function canShareFile(file: File): boolean {
  try {
    return typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}

/**
 * On the web the file is downloaded. The native wrapper cannot download into a page, so it shows the file in the
 * app's viewer (components/file-viewer); a file the web view cannot show opens in the phone's app for its type
 * (decision 098), else is offered to other apps through the system share sheet where the web view has one, and only
 * otherwise says 'Error Opening the File.Unsupported document format.' (decision 041).
 */
export async function openDownloadedFile(blob: Blob, fileName: string): Promise<OpenedFile> {
  const { platform } = await getNativeInfo();
  if (platform === 'web') {
    saveFile(blob, fileName);
    return { mode: 'saved' };
  }
  const type = VIEWABLE[platform].has(blob.type) ? blob.type : '';
  // What the web view cannot show opens in the phone's app for it (a PDF on Android, an office document).
  if (!type && (await openWithPhoneApp(blob, fileName))) return { mode: 'saved' };
  const file = new File([blob], fileName, { type: blob.type });
  return {
    mode: 'viewer',
    url: type ? URL.createObjectURL(blob) : '',
    type,
    fileName,
    file,
    canShare: canShareFile(file),
  };
}
