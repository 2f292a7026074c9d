/**
 * The export button's work (docs/EXPORT.md E2, E6): the server's ZIP when it can be reached
 * and nothing of the user waits on this device; otherwise the same ZIP built here from
 * IndexedDB, so data is never held hostage by a network.
 */
import type { User } from '../../../shared/api/auth';
import { exportFileName } from '../../../shared/export/export-format';
import { writeExport } from '../../../shared/export/write-export';
import { describeFailure, http, type RequestFailure } from '../../api/http';
import { saveFile } from '../../app/save-file';
import { localDatabase } from '../../db/local-database';
import { isOwnDataEntry } from '../../sync/outbox-entry';
import { outboxSync } from '../outbox/outbox-instance';
import { deviceExport } from './device-export';

export type ExportOutcome = { source: 'server' | 'device'; bytes: number };

export class ExportRefused extends Error {
  override name = 'ExportRefused';
  constructor(readonly failure: RequestFailure) {
    super('export refused');
  }
}

export async function exportYourData(user: User): Promise<ExportOutcome> {
  if (globalThis.navigator?.onLine !== false && (await nothingWaitsAfterSending(user.id))) {
    try {
      const response = await http.get('export/', { timeout: false, retry: 0 });
      const blob = await response.blob();
      saveFile(blob, fileNameOf(response) ?? exportFileName(user.username, today()));
      return { source: 'server', bytes: blob.size };
    } catch (error) {
      const failure = await describeFailure(error);
      // No answer: the device's copy is the export. Any other refusal is the user's to see.
      if (failure.kind !== 'network') throw new ExportRefused(failure);
    }
  }
  const source = await deviceExport(localDatabase, user, new Date());
  const parts: Uint8Array<ArrayBuffer>[] = [];
  await writeExport(source, async (chunk) => {
    parts.push(new Uint8Array(chunk));
  });
  const blob = new Blob(parts, { type: 'application/zip' });
  saveFile(blob, exportFileName(user.username, today()));
  return { source: 'device', bytes: blob.size };
}

/**
 * E6: the server's export lacks what waits here, so waiting visit and wishlist changes are
 * sent first; if any still wait (no network, the server busy), the device builds it.
 */
async function nothingWaitsAfterSending(userId: number): Promise<boolean> {
  await outboxSync.sync({ ignoreBackoff: true }).catch(() => {});
  const entries = await localDatabase.outbox.where('userId').equals(userId).toArray();
  return !entries.some((entry) => isOwnDataEntry(entry) && entry.status !== 'failed');
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1];
}
