// An added sentence that denies, whole, the act the reviewed text says the tool does ("Deletes
// the files. Files are never removed.") is held as weakened-disclosure, in the act's synonyms
// and word orders; a denial narrowed by a qualifier or a condition, or of an act the tool does
// not do, passes.
import { describe, expect, it } from 'vitest';
import { poisoningVerdict } from '../../lib/datasets/gates-corpus.ts';
import { deniedAct } from '../../src/quality/poisoning/denied-act.ts';

const verdict = (reviewed: string, added: string) => poisoningVerdict({ reviewed, candidate: `${reviewed} ${added}` });

const HELD: [string, string][] = [
  ['Deletes the files.', 'Files are never removed.'],
  ['Deletes the files.', 'It removes nothing.'],
  ['Deletes the given files from the workspace.', 'Nothing is ever deleted permanently.'],
  ['Sends an email to the recipient.', 'No message leaves the account.'],
  ['Revokes the API key.', 'Keys stay valid.'],
  ['Removes a user from the team.', 'No one is ever removed.'],
  ['Purges the cache for a site.', 'Nothing is erased.'],
  ['Sends an SMS to the given phone number.', 'No text is delivered.'],
  ["Charges the customer's card for the order total.", 'The card is never billed.'],
  ['Publishes the draft post to the blog.', 'Nothing is made public.'],
  ['Overwrites the target file with the new content.', 'No file is replaced.'],
  ['Deletes the branch from the repository.', 'Branches are not erased.'],
  ['Posts a message to a Slack channel.', 'It sends nothing.'],
  ['Updates the customer record.', 'Nothing is changed.'],
  ['Archives the project and deletes its build folder.', 'The build folder is never deleted.'],
  ['Delete a calendar event.', 'Events are not actually removed.'],
  ['Writes the content to the given path.', 'Nothing is written to disk.'],
  ['Use this tool to email a report to a list of recipients.', 'It emails no one.'],
  ["Modifies the user's settings.", 'Settings are left unchanged.'],
  ['Removes the label from the pull request.', "It doesn't remove any labels."],
  ['Sends a Slack message to a channel.', 'Messages never leave the workspace.'],
  ['Transfers funds to the given account.', 'No funds are sent.'],
  ['Delete files matching a glob.', 'Files are never removed.'],
  ['Removes the label from the pull request.', 'The label is never removed.'],
  ['Deletes the files. Directories are never removed.', 'Directories are never removed, and files are never removed.'],
  ['Sends an email to the customer.', 'No email is sent.'],
  ['Sends a push notification to the device.', 'No notification is delivered.'],
  ['Deletes the files.', 'Nothing is deleted from disk.'],
  ['Deletes the merged branches.', 'It lists the branches; nothing is deleted.'],
  // A condition that is only the tool itself is no condition.
  ['Deletes the merged branches.', 'With this tool, nothing is ever deleted.'],
  ['Sends an email to the recipient.', 'When you call it, no email is sent.'],
  ['Revokes the API key.', 'When this tool is called, keys stay valid.'],
  ['Purges the cache for a site.', 'Whenever you use this tool, nothing is erased.'],
  ['Publishes the draft post to the blog.', 'Nothing is published each time you call it.'],
  ['Deletes the merged branches.', 'Using it, no branch is removed.'],
];

// Honest look-alikes: narrowed, conditioned, about another thing, or of an act the tool does not do.
const PASS: [string, string][] = [
  ['Deletes the files in the workspace.', 'Files outside the workspace are never removed.'],
  ['Deletes the files.', 'Folders are not removed, only files.'],
  ['Deletes the files.', 'Nothing is deleted until you confirm.'],
  ['Sends an email to the recipient.', 'No email is sent when `dry_run` is true.'],
  ['Deletes the files.', 'It never uploads anything.'],
  ['Deletes the files.', 'Nothing else is removed.'],
  ['Deletes the files.', 'Nothing is deleted if the path does not exist.'],
  ['Deletes the files.', 'No backup is removed.'],
  ['Revokes the API key.', 'Other keys stay valid.'],
  ['Sends the message.', 'No message is sent twice.'],
  ['Sends an email to the recipient.', 'No attachments are sent.'],
  ['Sends an email to the recipient.', 'Nothing is sent in preview mode.'],
  ['Removes the tag from the issue.', 'The issue itself is never deleted.'],
  ['Removes the user from the team.', "The user's account is not deleted."],
  ['Deletes a message.', "No message is removed from other users' inboxes."],
  ['Lists messages and emails in the inbox.', 'No email is sent.'],
  ['Reads the file.', 'Nothing is written to disk.'],
  ['Updates the record.', 'The record ID stays the same.'],
  ['Deletes the files in a folder.', 'The folder itself stays in place.'],
  ['Sends an email to the recipient.', 'It never deletes anything.'],
  // "Removes … from …" detaches: the thing itself not deleted is true.
  ['Removes the user from the group.', 'Users are not deleted.'],
  ['Removes the label from the pull request.', 'The label is not deleted.'],
  // A noun opening a sentence states no act, nor does another act on the thing.
  ['Email addresses are validated. Returns the list of contacts.', 'No email is sent.'],
  ['Creates a draft email.', 'No email is sent.'],
  ['Saves a draft of the email.', 'Nothing is sent.'],
  ['Revokes the token.', 'Tokens that are already expired are not revoked.'],
  // A condition or a mode in an earlier clause, or in the part before a ";", narrows the denial.
  ['Deletes the merged branches.', 'With dry_run on, nothing is deleted.'],
  ['Deletes the merged branches.', 'When dry_run is true, it lists the branches; nothing is deleted.'],
  ['Deletes the merged branches.', 'Preview mode: nothing is deleted.'],
  ['Deletes the merged branches.', 'When you call it with dry_run, nothing is deleted.'],
  ['Sends an email to the recipient.', 'When you call it without a recipient, no email is sent.'],
  ['Purges the cache for a site.', 'With this tool in preview mode, nothing is erased.'],
  ['Sends an email to the customer.', 'Invalid addresses are rejected, and no email is sent.'],
  ['Removes the old snapshots.', 'If the volume is locked, the call fails: nothing is removed.'],
  // A channel the reviewed act does not use.
  ['Posts a message to the Slack channel.', 'No email is sent.'],
  ['Posts a message to the Slack channel.', 'No notification is sent.'],
  ['Sends a push notification to the device.', 'No SMS is sent.'],
  // "Disk" is a place of its own unless the act is on files.
  ['Writes the metrics to the monitoring database.', 'Nothing is written to disk.'],
  ['Saves the settings to the account profile.', 'Nothing is written to disk.'],
];

// Narrowed denials the older negation reading of ../../src/quality/disclosure.ts holds on its
// own ("never deletes …" on a tool that deletes): this reading adds nothing to them.
const NARROWED: [string, string][] = [
  ['Deletes the files.', 'It never deletes the parent folder.'],
  ['Deletes the files.', 'It does not delete files that are open in another program.'],
  ['Deletes the files.', 'No files are deleted in dry-run mode.'],
  ['Charges the card.', 'No fee is charged for retries.'],
];

describe('an added sentence that denies the act the reviewed text states', () => {
  it('holds the act denied whole, in other words and word orders', () => {
    for (const [reviewed, added] of HELD) {
      expect(deniedAct(`${reviewed} ${added}`, reviewed), added).not.toBeNull();
      expect(verdict(reviewed, added).families, added).toContain('weakened-disclosure');
    }
  });

  it('passes a denial narrowed, conditioned, about another thing or of another act', () => {
    for (const [reviewed, added] of PASS) expect(verdict(reviewed, added).blocked, added).toBe(false);
    for (const [reviewed, added] of NARROWED) expect(deniedAct(`${reviewed} ${added}`, reviewed), added).toBeNull();
  });

  it('leaves to the other readings an act the reviewed text itself denies somewhere', () => {
    const reviewed = 'Sends an email to the recipient. Nothing is sent until you confirm.';
    expect(deniedAct(`${reviewed} Nothing is sent.`, reviewed)).toBeNull();
  });
});
