#!/usr/bin/env bash
# The review story on the embedded database: register a server's tools, propose a
# better description, see the diff, approve and publish it, roll it back, and read the
# history and the audit log. Needs nothing but `npm ci` (no PostgreSQL, no Kafka, no key).
set -euo pipefail
cd "$(dirname "$0")/.."

export WHETSTONE_DATA_DIR="${WHETSTONE_DATA_DIR:-.whetstone/example}"
export WHETSTONE_ACTOR="${WHETSTONE_ACTOR:-example-reviewer}"
unset DATABASE_URL
rm -rf "$WHETSTONE_DATA_DIR"   # a fresh store each run, so the story reads the same

ws() { printf '\n$ whetstone %s\n' "$*"; node bin/whetstone.js "$@"; }

ws tools import examples/tools.json
ws tools list
ws propose notes/search_notes --file examples/proposals/search_notes.txt --reason "purpose was vague; no guidance on when to use it"
ws proposals --status pending
ws diff 1
ws approve 1 --publish --reason "clearer purpose and limits"
ws rollback notes/search_notes --reason "demonstrating rollback"
ws history notes/search_notes
ws audit --tool notes/search_notes
ws export --out "$WHETSTONE_DATA_DIR/published.json"
printf '\nThe store is in %s; run more commands against it with WHETSTONE_DATA_DIR=%s.\n' "$WHETSTONE_DATA_DIR" "$WHETSTONE_DATA_DIR"
