// A real MCP server (the SDK's Server over Streamable HTTP) whose tool list a test can
// change while agents are connected: setTools() replaces the list and sends
// notifications/tools/list_changed to every session, as a real upstream does when it
// adds or changes a tool. A call with {"steps": n} first reports n progress steps. Each call answers "called <name> with <arguments>".
// restart() stops it and serves again on the same port, forgetting every session, as a
// redeployed server does; `lists` counts the tools/list requests it answered.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { serveHttp } from '../../src/mcp/serve.ts';

export async function startMutableUpstream(initial: Tool[]) {
  let tools = initial;
  const sessions = new Set<Server>();
  let lists = 0;
  const serve = (port: number) =>
    serveHttp(
      () => {
        const s = new Server(
          { name: 'mutable-upstream', version: '1.0.0' },
          { capabilities: { tools: { listChanged: true } } },
        );
        s.setRequestHandler(ListToolsRequestSchema, async () => {
          lists++;
          return { tools };
        });
        s.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
          if (!tools.some((t) => t.name === req.params.name))
            return { isError: true, content: [{ type: 'text', text: `no tool ${req.params.name}` }] };
          // {"steps": n}: n progress notifications, 30 ms apart, under the call's progress token.
          const steps = Number(req.params.arguments?.steps ?? 0);
          const token = req.params._meta?.progressToken;
          for (let i = 1; i <= steps && token !== undefined; i++) {
            await new Promise((r) => setTimeout(r, 30));
            await extra.sendNotification({
              method: 'notifications/progress',
              params: { progressToken: token, progress: i, total: steps },
            });
          }
          return {
            content: [
              { type: 'text', text: `called ${req.params.name} with ${JSON.stringify(req.params.arguments ?? {})}` },
            ],
          };
        });
        s.onclose = () => sessions.delete(s);
        sessions.add(s);
        return s;
      },
      '127.0.0.1',
      port,
    );
  let http = await serve(0);
  return {
    url: `http://127.0.0.1:${http.port}/mcp`,
    get lists() {
      return lists;
    },
    async restart() {
      await http.close();
      sessions.clear();
      http = await serve(http.port);
    },
    /** silent: change the list without telling anyone (an upstream that never sends list_changed). */
    async setTools(next: Tool[], o: { silent?: boolean } = {}) {
      tools = next;
      if (o.silent) return;
      for (const s of sessions) await s.sendToolListChanged().catch(() => {});
    },
    close: () => http.close(),
  };
}
