// One proposal by id, with a message that says what an id is: apart from actions.ts so
// that read-only views (diff, detail) do not load the gates and their NLP models.
import { WhetstoneError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { selectProposal } from '../store/sql/proposals.ts';
import type { ProposalListRow } from '../store/types.ts';

export async function getProposal(db: Db, id: number): Promise<ProposalListRow> {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new WhetstoneError(
      'input_invalid',
      `"${id}" is not a proposal id; ids are positive whole numbers (see \`whetstone proposals\`)`,
    );
  }
  const p = await selectProposal(db, id);
  if (!p) throw new WhetstoneError('not_found', `no proposal #${id}; \`whetstone proposals\` lists them`);
  return p;
}
