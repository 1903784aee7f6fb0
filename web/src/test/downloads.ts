import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** jsdom's Blob has no text(); the BOM must survive, so decode by hand. */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/** Catches the files a test hands to the browser: their names and (CSV) contents. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    /** The CSV files' text, without the byte-order mark, split into lines. */
    csv: async (index = 0) => {
      const text = await blobText(blobs[index]);
      return text
        .replace(/^\uFEFF/, '')
        .replace(/\r\n$/, '')
        .split('\r\n');
    },
    restore: () => click.mockRestore(),
  };
}

/** Opens the export menu and asks for the whole filtered list as CSV. */
export async function exportWholeListAsCsv(user: UserEvent) {
  // The menu loads after the screen; a still button stands in until then.
  await waitFor(() => expect(screen.getByRole('button', { name: /^export/i })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: /^export/i }));
  await user.click(await screen.findByRole('button', { name: /whole filtered list as csv/i }));
}
