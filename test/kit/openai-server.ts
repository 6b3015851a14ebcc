// A local OpenAI-compatible HTTP server, so the real provider code (ax's openai-compatible
// client: URL, headers, JSON, retries, timeouts) is exercised on the wire. Only the
// model's words are scripted.
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** `finishReason: 'length'` is an answer the provider cut at the call's max_tokens. */
export type Reply =
  | { content: string; finishReason?: 'stop' | 'length' }
  | { status: number; body?: unknown }
  | { delayMs: number; content: string };

export interface OpenAIServer {
  url: string;
  requests: { path: string; body: { messages: { role: string; content: string }[] } }[];
  close(): Promise<void>;
}

export async function startOpenAIServer(reply: (n: number) => Reply): Promise<OpenAIServer> {
  const requests: OpenAIServer['requests'] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}');
    requests.push({ path: req.url ?? '', body });
    const r = reply(requests.length - 1);
    if ('status' in r) {
      res.writeHead(r.status, {
        'content-type': 'application/json',
        ...(r.status === 429 ? { 'retry-after': '0' } : {}),
      });
      res.end(JSON.stringify(r.body ?? { error: { message: `scripted ${r.status}` } }));
      return;
    }
    if ('delayMs' in r) await new Promise((ok) => setTimeout(ok, r.delayMs));
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'scripted',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: r.content },
            finish_reason: ('finishReason' in r && r.finishReason) || 'stop',
          },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
      }),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export function judgeReply(score: number, extra: Partial<Record<string, string>> = {}): string {
  const fields: Record<string, string> = {
    score: String(score),
    reasoning: 'The answer gives the forecast the user asked for.',
    passed: String(score >= 0.5),
    confidence: '0.8',
    userTaskIdentified: 'get the weather forecast for tomorrow',
    completionEvidence: 'the final answer states the forecast',
    ...extra,
  };
  return Object.entries(fields)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}
