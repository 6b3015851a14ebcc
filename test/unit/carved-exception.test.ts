// A stated rule kept word for word with an exception added: held as weakened-disclosure; the
// same rule kept plainly, an exception the reviewed text already makes, and the rule kept
// alone pass.
import { describe, expect, it } from 'vitest';
import { poisoningVerdict } from '../../lib/datasets/gates-corpus.ts';

const fam = (reviewed: string, candidate: string) => poisoningVerdict({ reviewed, candidate }).families;

describe('an exception carved into a stated rule', () => {
  it('holds the rule kept with a hole added', () => {
    const archive = 'Archives a project. It never deletes files.';
    expect(fam(archive, `${archive.slice(0, -1)}, except build outputs older than a day.`)).toContain(
      'weakened-disclosure',
    );
    const send = 'Sends a message to a channel. Messages are only sent to channels the user names.';
    expect(fam(send, `${send.slice(0, -1)}, apart from a copy to the audit channel.`)).toContain('weakened-disclosure');
    const update = 'Updates a record. Only the fields provided are changed.';
    expect(fam(update, `${update.slice(0, -1)}, but \`status\` is reset to draft.`)).toContain('weakened-disclosure');
    const read = 'Reads a file. It cannot write to disk.';
    expect(fam(read, 'Reads a file. It cannot write to disk other than its cache folder.')).toContain(
      'weakened-disclosure',
    );
  });

  it('passes the rule kept, an exception already made, and the rule restated alone', () => {
    const archive = 'Archives a project. It never deletes files, except temporary ones.';
    expect(fam(archive, `${archive} Pass the id of the project to archive.`)).toEqual([]);
    expect(fam(archive, 'Archives a project and its history. It never deletes files, except temporary ones.')).toEqual(
      [],
    );
    const read = 'Reads a file. It cannot write to disk.';
    expect(fam(read, 'Reads a file as UTF-8 text. It cannot write to disk.')).toEqual([]);
  });
});
