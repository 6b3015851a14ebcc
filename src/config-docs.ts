// What each setting means, for docs/configuration.md (written by `npm run docs:config`
// from this table and the zod schema in config.ts; a test fails when the file is stale).
// Typed against the schema's keys, so a new setting does not compile until it is
// documented here.
import type { SettingKey } from './config.ts';

export type SettingGroup =
  | 'Store'
  | 'Ingest'
  | 'LLM'
  | 'Judge'
  | 'Optimizer'
  | 'Publishing'
  | 'Rollout'
  | 'HTTP and review'
  | 'Retention';

export const SETTING_GROUPS: readonly SettingGroup[] = [
  'Store',
  'Ingest',
  'LLM',
  'Judge',
  'Optimizer',
  'Publishing',
  'Rollout',
  'HTTP and review',
  'Retention',
];

/** `defaultText`: for a default that depends on the machine, what to print instead of this machine's value. */
export const settingDocs: Record<
  SettingKey,
  { group: SettingGroup; doc: string; flag?: string; defaultText?: string }
> = {
  databaseUrl: { group: 'Store', doc: 'PostgreSQL URL. Unset: the embedded database (PGlite) in `<dataDir>/db`.' },
  dataDir: { group: 'Store', flag: '--data-dir', doc: 'Where the embedded database and local state live.' },
  actor: { group: 'Store', flag: '--actor', doc: 'Who is acting, written to every audit row. Default: the OS user.' },
  logLevel: { group: 'Store', doc: 'Log level of the structured logs on stderr.' },
  maxDescriptionBytes: { group: 'Store', doc: 'Longest description accepted (UTF-8 bytes).' },
  dbLockTimeoutMs: { group: 'Store', doc: 'How long a command waits for another process using the embedded database.' },
  dbConnectTimeoutMs: { group: 'Store', doc: 'PostgreSQL connect timeout.' },
  dbPoolMax: {
    group: 'Store',
    doc: 'PostgreSQL pool size per process. Under 6, the OTel assembler commits one batch at a time instead of two at once.',
  },
  kafkaBrokers: {
    group: 'Ingest',
    doc: 'Kafka brokers. Unset: `whetstone run` consumes no Kafka topic (file ingest still works) and publishes to no topic.',
  },
  kafkaClientId: { group: 'Ingest', doc: 'Kafka client id of every producer and consumer.' },
  tracesTopic: { group: 'Ingest', doc: 'Topic of trace v1 messages (key: server).' },
  dlqTopic: {
    group: 'Ingest',
    doc: 'Dead-letter topic: messages that could not be stored, with reason, source partition/offset and error headers.',
  },
  consumerGroup: { group: 'Ingest', doc: 'Consumer group; replicas share it (one partition per replica at most).' },
  kafkaSessionTimeoutMs: {
    group: 'Ingest',
    doc: 'Kafka consumer session timeout: how long the group waits for a silent member before reassigning its partitions.',
  },
  kafkaHeartbeatMs: {
    group: 'Ingest',
    defaultText: 'session timeout / 10',
    doc: 'Consumer heartbeat; at most a third of the session timeout.',
  },
  shutdownTimeoutMs: {
    group: 'Ingest',
    doc: 'After SIGTERM, `whetstone run` exits within this even if something hangs, and logs what it was waiting for.',
  },
  maxTraceBytes: { group: 'Ingest', doc: 'Larger messages are dead-lettered as `oversize`.' },
  ingestChunkSize: {
    group: 'Ingest',
    doc: 'Traces stored per transaction; offsets are resolved after each chunk commits.',
  },
  ingestProgressMs: {
    group: 'Ingest',
    doc: '`whetstone run` logs a progress line (traces stored, dead-lettered, duplicates, messages behind) this often while traces come in, nothing while idle; 0 turns it off.',
  },
  kafkaFetchBytes: {
    group: 'Ingest',
    doc: 'Bytes fetched per partition in one Kafka fetch (a first record batch larger than this still comes whole). kafkajs handles a whole fetch from a broker, every partition in it, before it fetches from that broker again, so each fetch is a wait: larger ones leave fewer (docs/traces.md, Throughput). Memory: one fetch per broker at a time, each up to the larger of 10 MiB and four times this (the broker caps it at its fetch.max.bytes, 55 MB by default), then its decoded rows.',
  },
  decodeWorkers: {
    group: 'Ingest',
    defaultText: 'cores − 1, between 1 and 4',
    doc: 'Worker threads that decode, validate and redact traces off the event loop (0: on the main thread); the OTel assembler gives each of them a batch of every group of traces it assembles, beside one on the event loop.',
  },
  decodeInlineMaxBytes: {
    group: 'Ingest',
    defaultText: '65536 on 2 cores or fewer, else 0',
    doc: 'Messages up to this size are decoded on the event loop (yielding between them) even with decode workers; larger ones go to the workers, so no single message holds the loop for long. A worker costs a hand-off and a copy each way: on two cores small messages decode faster where they are (docs/benchmarks.md, bench:ingest); with cores to spare the workers decode side by side (0: every message to the workers).',
  },
  decodeTimeoutMs: {
    group: 'Ingest',
    doc: 'Time a message may take to decode; beyond it the message is dead-lettered as `too_slow` (0: no limit).',
  },
  redactPatterns: {
    group: 'Ingest',
    doc: 'Extra regular expressions whose matches are redacted before storing or prompting, as a JSON array of strings.',
  },
  llmProvider: {
    group: 'LLM',
    doc: 'An ax provider (openai, anthropic, openai-compatible, ollama, …). Unset: offline mode — no LLM is called, and every stage says so and uses its deterministic alternative.',
  },
  llmApiKey: { group: 'LLM', doc: 'The provider API key (not needed for local providers).' },
  llmApiUrl: { group: 'LLM', doc: 'Base URL of the provider (required for openai-compatible).' },
  llmModel: { group: 'LLM', doc: 'The model for the judge and the improver (required with a provider).' },
  llmTimeoutMs: { group: 'LLM', doc: 'Per-call timeout.' },
  llmMaxRetries: { group: 'LLM', doc: 'HTTP retries of a call (408, 429, 5xx).' },
  llmRequestsPerMinute: { group: 'LLM', doc: 'Request-rate limit per process.' },
  llmDailyTokenBudget: {
    group: 'LLM',
    doc: "LLM tokens per UTC day for all purposes together (judge, improver, jury, embeddings, the LLM reader, summaries, consistency), shared by replicas through the store; 0: no limit. Before each call the meter estimates its tokens (the prompt counted with o200k plus a quarter, and the answer's cap when the caller sets one) and does not make a call when today's recorded tokens, this process's calls under way and the estimate together would pass the budget; every stage then stops calling and says why (traces keep their signal judgment). The day ends over the budget only by what estimates missed: answers without a cap (only the LLM reader caps its answer; the others are estimated by their prompt), a provider counting more than the margin, and calls other replicas started at the same moment. See docs/operations.md (LLM spending).",
  },
  llmUsdPerMillionTokens: { group: 'LLM', doc: 'Cost per million tokens for models the price table does not list.' },
  llmPrices: {
    group: 'LLM',
    doc: 'Price table: JSON object of model → `{"input": USD per million prompt tokens, "output": USD per million completion tokens}`; `"*"` for any other model. Spend per purpose is on `/metrics`, `GET /api/llm/usage`, `GET /api/llm/budget` and the review page (LLM spend).',
  },
  juryModels: {
    group: 'LLM',
    doc: 'Comma-separated models of the configured provider for the lint jury (`lint --jury`), each different (e.g. three). Unset, with no `juryJudges`: the jury does not run unless `juryRepeatOneModel` is set.',
  },
  juryJudges: {
    group: 'LLM',
    doc: 'The lint jury on several providers: JSON array of `{"provider", "model", "apiUrl"?, "apiKeyEnv"?}`, two or more, each different; `apiKeyEnv` names the environment variable holding that judge\'s key (default: the LLM key when the provider is the same). Not together with `juryModels`.',
  },
  juryRepeatOneModel: {
    group: 'LLM',
    doc: "Lets the jury ask one model several times (the LLM model three times when no jury is configured, or a repeated entry). Its agreement is then that model's self-consistency, not agreement between judges.",
  },
  otlpTopic: {
    group: 'Ingest',
    doc: "Kafka topic of OTLP `ExportTraceServiceRequest` messages, as the OpenTelemetry Collector's Kafka exporter writes them; consumed by group `<consumerGroup>-otlp`. Unset: off.",
  },
  otlpFormat: {
    group: 'Ingest',
    doc: "Encoding of that topic's messages and of `whetstone ingest --format otlp` files: detected per message (a JSON-lines file needs `auto` or `json`), or forced.",
  },
  otlpMaxBytes: { group: 'Ingest', doc: 'Largest OTLP request or message, also after gunzip.' },
  otlpToken: {
    group: 'Ingest',
    doc: 'Bearer token for `POST /v1/traces` (16+ characters); reviewer and admin API tokens are accepted too.',
  },
  otelIdleMs: {
    group: 'Ingest',
    doc: 'Quiet time before a trace is assembled: its root span has arrived (OTLP exports a span when it ends) and no span of it has been staged for this long.',
  },
  otelMaxAgeMs: {
    group: 'Ingest',
    doc: 'Age (since its first span was staged) at which a trace is assembled anyway: its root span never arrived, or its spans keep arriving (counted as `forced`).',
  },
  otelMaxSpans: { group: 'Ingest', doc: 'Spans per trace before it is dropped as `too_large`.' },
  otelCacheMb: {
    group: 'Ingest',
    doc: "MiB of OTLP requests (counted after gunzip) whose spans this process keeps for the assembler: protobuf spans as the requests' bytes plus about 0.4× that in references to them (decoded when their trace is assembled), OTLP/JSON spans decoded; a chunk not held is read back from PostgreSQL and then kept. 0: always read back.",
  },
  otelDefaultServer: { group: 'Ingest', doc: 'Server of a span no attribute or mapping names.' },
  otelServerMap: {
    group: 'Ingest',
    doc: 'JSON object from `server.address[:port]`, `mcp.server.name` or `service.name` to a server name.',
  },
  judgeBatchSize: { group: 'Judge', doc: 'Traces claimed per judge round.' },
  judgeMaxAttempts: { group: 'Judge', doc: 'LLM attempts per trace before it is `judge_failed`.' },
  judgeCandidatesPerSide: {
    group: 'Judge',
    doc: 'Per tool, the best and worst candidates (by the signal prior) the LLM judges.',
  },
  metaTools: {
    group: 'Judge',
    doc: 'Tool-search meta-tools besides the known ones (route, execute-tool, tool_search…, find_tools): sessions are judged on the calls they led to, and they are never optimized.',
  },
  judgeRetryBaseMs: {
    group: 'Judge',
    doc: 'First retry delay after a failed LLM judgment; doubles per attempt (capped at an hour).',
  },
  judgeSampleRate: {
    group: 'Judge',
    doc: 'Share of traces the LLM judges at random, so success-rate estimates stay unbiased.',
  },
  judgeOutputRetries: { group: 'Judge', doc: 'Correction retries of a malformed LLM judge answer within one attempt.' },
  optimizeCandidates: {
    group: 'Optimizer',
    doc: 'Candidates per optimizer run (LLM calls of the improver); offline, variants per fold, so up to twice this many go to the gates.',
  },
  optimizeEvidenceK: {
    group: 'Optimizer',
    doc: "Best successes and worst failures given to the LLM improver (the methodology's k).",
  },
  optimizeOfflineEvidenceK: {
    group: 'Optimizer',
    doc: 'Successes and failures the offline rewriter mines (it has no model to generalise from few).',
  },
  optimizeMaxTokens: {
    group: 'Optimizer',
    doc: 'Longest candidate, in o200k tokens (the length gate). Replaces the word-based optimizeMaxWords, which is refused.',
  },
  optimizeMaxGrowth: {
    group: 'Optimizer',
    doc: 'A candidate may be at most this many times as long as the current text; any text may grow to 120 words (the length the rubric rewards), and the optimizer writes short texts to 40.',
  },
  optimizeMinNewTraces: {
    group: 'Optimizer',
    doc: 'New judged traces of a tool that trigger an optimizer run inside `whetstone run`.',
  },
  optimizeMaxTokensPerRun: {
    group: 'Optimizer',
    doc: "LLM tokens one optimizer run may spend (the improver's and the LLM reader's calls together). Before each call the meter estimates its tokens (the prompt counted with o200k plus a quarter, and the answer's cap) and skips a call that would pass the limit; the run says so.",
  },
  optimizeReplayQueries: { group: 'Optimizer', doc: 'Served queries replayed by the selection gate.' },
  optimizeIntervalMs: { group: 'Optimizer', doc: 'How often `whetstone run` looks for tools with new evidence.' },
  embeddingsModelDir: {
    group: 'Optimizer',
    doc: 'Folder of the local sentence-embedding models (`deploy/local/models.sh` fetches them there).',
  },
  embeddingsThreads: {
    group: 'Optimizer',
    doc: "ONNX Runtime threads per local embedding model (the replay gate's selector, the injection gate's scorer, discovery's routers, each model in its own worker thread, so a `find_tools` uses at most this many cores per model); 0 uses its default, every core. One keeps `find_tools` latency steady when the CPU is shared (bench:discovery prints both); the vectors are the same either way.",
  },
  embeddingsModel: {
    group: 'Optimizer',
    doc: 'The embedding model the semantic selector of the replay gate uses (a folder under the model dir), or `none` to replay on BM25 alone.',
  },
  embeddingsLlmModel: {
    group: 'Optimizer',
    doc: "An embedding model of the configured LLM provider (e.g. `text-embedding-3-small`): when set, the semantic selector embeds through the provider's embedding endpoint (ax, metered as purpose `embeddings`) instead of the local model. Needs `WHETSTONE_LLM_PROVIDER`.",
  },
  poisoningModel: {
    group: 'Optimizer',
    doc: 'The local embedding model the injection gate reads added sentences with, beside its rules (a folder under the model dir with a threshold set on the development sets by bench/gates-calibrate.ts: `bge-small-en-v15`), or `none` for the rules alone. Any other name is refused when the config loads. A model that cannot load leaves the rules alone, with a warning.',
  },
  poisoningLlm: {
    group: 'Optimizer',
    doc: "With an LLM configured, the injection gate also has the LLM read the sentences a candidate adds (signatures/poisoning-reader.sig), for candidates the rules and the local scorer let through: one call per such candidate, metered as purpose `poisoning` within the run's token limit. It can only add a block (docs/security.md). `false` turns it off; offline it is off whatever the value.",
  },
  poisoningLlmTokensPerSentence: {
    group: 'Optimizer',
    doc: "The LLM reader's answer cap: it may answer 16 tokens plus this many per added sentence it reads (a line each: the sentence's number, its class and a reason of twelve words). The cap bounds each call's cost and is counted in its estimate against the run's token limit and the daily budget. An answer the provider cuts at the cap is counted in `whetstone_poisoning_reader_capped_total`: the classes on its complete lines stand, so one that already blocks holds the candidate, and one that classed every sentence before the cut is read; otherwise the candidate is not approved by the reader. Raise it when that counter rises.",
  },
  privacyMinSessions: {
    group: 'Optimizer',
    doc: "The privacy gate: a word a candidate adds (not in the current text, the schema or the catalogue's tool names) must occur in the queries of at least this many distinct sessions.",
  },
  replayMaxP: {
    group: 'Optimizer',
    doc: "The replay gate's bar: the one-sided sign-test p-value a candidate's gain on the replayed queries must reach. 0.5 means more fixed than broken; lower asks for surer gains and proposes fewer. Unset: 0.5 offline (the gate replays only the half of the recorded requests the examples were not chosen on, a handful per tool), 0.25 with an LLM (every recorded request is replayed).",
  },
  replaySelectors: {
    group: 'Optimizer',
    doc: "The selectors the replay gate judges a candidate by: `bm25` (always), `semantic` (cosine with the embedding model) and `two-stage` (discovery's routing: server summary × tool, docs/discovery.md). A candidate may get worse on none and must gain on one. Add `two-stage` when agents find tools through `proxy --discovery`; the embedding selectors are skipped with WHETSTONE_EMBEDDINGS_MODEL=none.",
  },
  autoApproveServers: {
    group: 'Optimizer',
    doc: 'Servers whose optimizer proposals are approved and published without a reviewer (audited as `auto-approve-policy`), except a proposal the LLM poisoning reader was on for but did not read (refused, skipped for the token limit, failed, its answer cut at its token cap or malformed): it waits for a reviewer, its injection gate saying why.',
  },
  publishCron: {
    group: 'Publishing',
    doc: 'Cron expression of the publisher tick (approvals and rollbacks also publish at once through NOTIFY).',
  },
  publishFile: {
    group: 'Publishing',
    doc: 'Export target: the published set written atomically to this JSON file on every change.',
  },
  webhookUrl: { group: 'Publishing', doc: 'Webhook target: changes POSTed here, signed.' },
  webhookSecret: {
    group: 'Publishing',
    doc: 'Secret that signs webhook deliveries (16+ characters; required with a webhook URL).',
  },
  descriptionsTopic: {
    group: 'Publishing',
    doc: 'Compacted Kafka topic of published descriptions (key: server/tool).',
  },
  proxyEventsTopic: { group: 'Publishing', doc: "Topic of the proxy's tool-call events." },
  proxyCallTimeoutMs: {
    group: 'Publishing',
    doc: 'A proxied call with neither answer nor progress for this long is answered with a timeout error and cancelled upstream.',
  },
  rolloutRegression: {
    group: 'Rollout',
    doc: 'The regression (in success rate) a canary is rolled back for, and the margin it must stay within to be promoted (docs/rollout.md).',
  },
  rolloutAlpha: {
    group: 'Rollout',
    doc: 'Error rate of the sequential test (false rollback, false promotion), valid however often it looks.',
  },
  rolloutMinSessions: { group: 'Rollout', doc: 'Canary sessions before a "not worse" promotion.' },
  rolloutWarmupClusters: {
    group: 'Rollout',
    doc: 'Clusters (agent tokens; a session without one is its own) each arm needs before any decision: with fewer, their spread is too uncertain for the interval. Fewer agents than this: the rollout never decides by itself.',
  },
  rolloutMaxHours: { group: 'Rollout', doc: 'A rollout undecided after this long ends, keeping the control version.' },
  rolloutIntervalMs: { group: 'Rollout', doc: 'How often `whetstone run` checks running rollouts.' },
  rolloutWebhookUrl: {
    group: 'Rollout',
    doc: 'Where automatic rollout decisions are POSTed (signed with `WHETSTONE_WEBHOOK_SECRET`); unset: the publish webhook.',
  },
  httpAllowedHosts: {
    group: 'HTTP and review',
    doc: 'Extra `Host` names the daemon port (`run`, `serve`) accepts (DNS-rebinding protection), `host` (any port) or `host:port`. Always accepted: `localhost` and IP addresses (a rebinding page always sends its own domain name).',
  },
  mcpAllowedHosts: {
    group: 'HTTP and review',
    doc: '`Host` headers `proxy --http` and `mcp-review --http` accept (DNS-rebinding protection), `host` or `host:port`. Default: the listen address, `localhost`, `127.0.0.1` and `[::1]`, each with the port.',
  },
  mcpMaxSessionsPerToken: {
    group: 'HTTP and review',
    doc: 'Open sessions one token may hold on `mcp-review --http`; an initialize past it is a 429 (end a session with DELETE, or let it expire).',
  },
  proxyMaxSessionsPerToken: {
    group: 'HTTP and review',
    doc: "Open sessions one token may hold on `proxy --http` (agents sharing `WHETSTONE_PROXY_TOKEN` count together); an initialize past it closes the token's least recently used session (a request to it then gets 404, the signal to initialize again).",
  },
  mcpSessionIdleMs: {
    group: 'HTTP and review',
    doc: 'A session of `mcp-review --http` or `proxy --http` without a request for this long is closed (its client initializes again).',
  },
  mcpAllowedOrigins: {
    group: 'HTTP and review',
    doc: '`Origin` headers they accept (a request without `Origin` passes). Default: `http://` + each allowed host.',
  },
  mcpMaxBodyBytes: {
    group: 'HTTP and review',
    doc: 'Largest MCP request body over HTTP; refused with 413 while it is being read.',
  },
  proxyToken: {
    group: 'Publishing',
    doc: 'A bearer token `proxy --http` accepts besides `agent` tokens (24+ characters).',
  },
  proxyReloadIntervalMs: {
    group: 'Publishing',
    doc: 'The proxy reloads published versions and re-lists its upstreams this often, a safety net for missed notifications.',
  },
  proxyDiscovery: {
    group: 'Publishing',
    flag: '--discovery',
    doc: '`whetstone proxy` in discovery mode (docs/discovery.md): agents list `find_tools` and the pinned tools, and find the others by request. `--no-discovery` turns it off for one run.',
  },
  proxyPins: {
    group: 'Publishing',
    flag: '--pin',
    doc: 'In discovery mode, tools always listed: `server/tool`, or `server/*` for every tool of a server (comma-separated; a JSON array in a config file). `--pin` flags replace this list. A pin matching no served tool is logged as a warning naming it and counted in `whetstone_proxy_pins_unmatched`.',
  },
  discoveryModels: {
    group: 'Publishing',
    doc: "The embedding models `find_tools` routes with (folders under the model dir, comma-separated; `deploy/local/models.sh` fetches both defaults): each ranks the tools by the two-stage score and the rankings are fused by reciprocal rank (docs/discovery.md). The pair costs about four times MiniLM's CPU per call (bge-small is the larger model); `all-minilm-l6-v2` alone is cheaper and finds fewer of the tools agents use. All must be present at start. Measure a change with `npm run bench:discovery` first.",
  },
  proxyDiscoveryK: {
    group: 'Publishing',
    flag: '--discovery-k',
    doc: 'In discovery mode, how many tools `find_tools` returns when the request does not say (1–20).',
  },
  proxyFindToolsPerMinute: {
    group: 'Publishing',
    doc: 'In discovery mode, `find_tools` calls one token may make a minute (a token bucket: a burst of this many, then one every 60/N s; agents sharing `WHETSTONE_PROXY_TOKEN` share it). A call past it is refused with the seconds to wait, before any embedding, and counted in `whetstone_proxy_find_tools_limited_total`.',
  },
  proxyMaxToolsPerUpstream: {
    group: 'Publishing',
    doc: "Most tools the proxy takes from one upstream: a listing with more stops the proxy at start, naming the upstream; later, the listing is refused (logged) and the upstream's tools stay as they were. Every listing is imported, and in discovery mode embedded, so an upstream listing without end would hold the proxy's thread and grow the store.",
  },
  proxyVariants: {
    group: 'Publishing',
    doc: 'JSON array of rules `{"match": {"clientName", "clientVersion" (semver range), "clientId" (token name)}, "variant": "compact"}`: the proxy serves a client the first matching rule\'s variant set, each tool falling back to `full` (docs/publishing.md).',
  },
  writesPerMinute: {
    group: 'HTTP and review',
    doc: 'Write requests (approve, reject, rollback, tokens) per token per minute on the review API.',
  },
  httpHost: { group: 'HTTP and review', doc: "Address the daemon's and `serve`'s HTTP server binds." },
  httpPort: { group: 'HTTP and review', doc: 'Port of `/healthz`, `/readyz`, `/metrics` and the review page and API.' },
  retainTracesDays: {
    group: 'Retention',
    doc: 'Traces stored longer ago than this are deleted with their judgments and per-tool outcomes, except those a version cites as evidence; 0 keeps them forever.',
  },
  retainDeadLettersDays: {
    group: 'Retention',
    doc: 'File-ingest dead letters older than this are deleted; 0 keeps them forever.',
  },
  retainPublishTicksDays: {
    group: 'Retention',
    doc: 'Publisher tick claims older than this are deleted; 0 keeps them forever.',
  },
  retainEmbeddingsDays: {
    group: 'Retention',
    doc: 'Cached sentence embeddings computed longer ago than this are deleted (a text still in use is embedded again when next needed); each reworded upstream description and each replayed query adds one. 0 keeps them forever.',
  },
  maintenanceIntervalMs: {
    group: 'Retention',
    doc: 'How often `whetstone run` runs retention (one replica at a time).',
  },
  maintenanceBatchSize: { group: 'Retention', doc: 'Rows deleted per statement, so retention never holds long locks.' },
};
