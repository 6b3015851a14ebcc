// A JSON file of the published set, written atomically (temp file + rename), for servers
// that load their descriptions at start.
import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, type Delivery, type PublishTarget } from '../target.ts';

export function writeFileAtomic(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw err;
  }
}

export function fileTarget(path: string): PublishTarget {
  return {
    name: 'file',
    async deliver(d: Delivery) {
      const doc = {
        schema: 'whetstone.export/v1',
        generated_at: new Date().toISOString(),
        delivery_id: d.deliveryId,
        tools: d.all.map(describe),
      };
      writeFileAtomic(path, JSON.stringify(doc, null, 2) + '\n');
    },
  };
}
