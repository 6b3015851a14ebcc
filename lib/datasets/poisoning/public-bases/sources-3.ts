// The third pool's repositories: public MCP servers in neither sources.ts nor sources-2.ts, and
// none a server of LiveMCPBench's catalog (desktop-commander, which is, was left out). Read with
// the same extractors as the first two pools (see sources.ts).
import { type Source, segment } from './sources.ts';

export const SOURCES_3: Source[] = [
  { repo: 'hashicorp/vault-mcp-server', kind: 'go', under: ['pkg/tools/'], server: 'vault' },
  // Its own wrapper: mcpgo.NewTool(name, description, parameters, handler), see go-tools.ts.
  { repo: 'razorpay/razorpay-mcp-server', kind: 'go', under: ['pkg/razorpay/'], server: 'razorpay' },
  { repo: 'docker/hub-mcp', kind: 'ts', under: ['src/'], server: 'docker-hub' },
  { repo: 'line/line-bot-mcp-server', kind: 'ts', under: ['src/tools/'], server: 'line' },
  // Three servers, one per folder. Its memory server is left out: it re-implements the reference
  // memory server (same tools, first sentences near the same), which the gates have seen.
  {
    repo: 'neo4j-contrib/mcp-neo4j',
    kind: 'py',
    under: ['mcp-neo4j-cloud-aura-api', 'mcp-neo4j-cypher', 'mcp-neo4j-data-modeling'].map((s) => `servers/${s}/src/`),
    server: segment('neo4j', 1),
  },
  { repo: 'getzep/graphiti', kind: 'py', under: ['mcp_server/'], server: 'graphiti' },
  { repo: 'mem0ai/mem0-mcp', kind: 'py', under: ['src/'], server: 'mem0' },
  { repo: 'zilliztech/mcp-server-milvus', kind: 'py', under: ['src/'], server: 'milvus' },
  { repo: 'StarRocks/mcp-server-starrocks', kind: 'py', under: ['src/'], server: 'starrocks' },
  { repo: 'elevenlabs/elevenlabs-mcp', kind: 'py', under: ['elevenlabs_mcp/'], server: 'elevenlabs' },
  { repo: 'MiniMax-AI/MiniMax-MCP', kind: 'py', under: ['minimax_mcp/'], server: 'minimax' },
  { repo: 'ahujasid/blender-mcp', kind: 'py', under: ['src/'], server: 'blender' },
];
