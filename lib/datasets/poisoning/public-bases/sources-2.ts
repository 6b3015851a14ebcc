// The second pool's repositories: public MCP servers none of which is in sources.ts nor in
// LiveMCPBench's catalog, so a blind set written on them is written on servers the gates have
// never seen. Read with the same extractors as the first pool (see sources.ts).
import type { Source } from './sources.ts';

// awslabs/mcp holds some sixty servers; only these eight are read, so it does not dominate.
const AWS_SERVERS = [
  'billing-cost-management',
  'iam',
  'amazon-translate',
  's3-tables',
  'aws-support',
  'amazon-mq',
  'timestream-for-influxdb',
  'dynamodb',
];

export const SOURCES_2: Source[] = [
  ...AWS_SERVERS.map(
    (name): Source => ({
      repo: 'awslabs/mcp',
      kind: 'py',
      under: [`src/${name}-mcp-server/awslabs/`],
      server: `aws/${name}`,
    }),
  ),
  { repo: 'microsoft/azure-devops-mcp', kind: 'ts', under: ['src/tools/'], server: 'azure-devops' },
  { repo: 'CircleCI-Public/mcp-server-circleci', kind: 'ts', under: ['src/tools/'], server: 'circleci' },
  { repo: 'auth0/auth0-mcp-server', kind: 'ts', under: ['src/tools/'], server: 'auth0' },
  { repo: 'apify/actors-mcp-server', kind: 'ts', under: ['src/tools/'], server: 'apify' },
  { repo: 'mapbox/mcp-server', kind: 'ts', under: ['src/tools/'], server: 'mapbox' },
  { repo: 'tavily-ai/tavily-mcp', kind: 'ts', under: ['src/'], server: 'tavily' },
  { repo: 'e2b-dev/mcp-server', kind: 'ts', under: ['packages/js/src/'], server: 'e2b' },
  { repo: 'containers/kubernetes-mcp-server', kind: 'go', under: ['pkg/toolsets/'], server: 'kubernetes' },
  { repo: 'box-community/mcp-server-box', kind: 'py', under: ['src/'], server: 'box' },
  { repo: 'chroma-core/chroma-mcp', kind: 'py', under: ['src/'], server: 'chroma' },
  { repo: 'ClickHouse/mcp-clickhouse', kind: 'py', under: ['mcp_clickhouse/'], server: 'clickhouse' },
  { repo: 'motherduckdb/mcp-server-motherduck', kind: 'py', under: ['src/'], server: 'motherduck' },
  { repo: 'microsoft/markitdown', kind: 'py', under: ['packages/markitdown-mcp/src/'], server: 'markitdown' },
];
