import { Capacitor } from '@capacitor/core';

const toBase64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * In the native wrapper (decision 098): the file written to the app's cache with @capacitor/filesystem and handed to
 * the phone's own app for its type with @capacitor-community/file-opener. False when there is no wrapper, or no app
 * on the phone takes the type: the caller then says 'Error Opening the File.Unsupported document format.'.
 */
export async function openWithPhoneApp(blob: Blob, fileName: string): Promise<boolean> {
  if (!Capacitor.isNativePlatform()) return false;
  try {
    const [{ Directory, Filesystem }, { FileOpener }] = await Promise.all([
      import('@capacitor/filesystem'),
      import('@capacitor-community/file-opener'),
    ]);
    const { uri } = await Filesystem.writeFile({
      path: `opened/${fileName.replace(/[^\w.-]+/g, '_')}`,
      data: await toBase64(blob),
      directory: Directory.Cache,
      recursive: true,
    });
    await FileOpener.open({
      filePath: uri,
      contentType: blob.type || 'application/octet-stream',
      openWithDefault: true,
    });
    return true;
  } catch (error) {
    console.warn('Opening the file in another app failed', error);
    return false;
  }
}
