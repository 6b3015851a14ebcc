// LangChain.js (@langchain/core) traced through OpenInference
// (@arizeai/openinference-instrumentation-langchain): the tool-calling loop LangChain's docs
// write (a chat model with bound tools, each tool call run by the tool and answered with a
// ToolMessage) inside a named runnable, so a run is one trace. The chat model is a scripted
// BaseChatModel (the one seam scripted); the tools are LangChain tools.
import * as CallbackManagerModule from '@langchain/core/callbacks/manager';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import {
  AIMessage,
  type BaseMessage,
  HumanMessage,
  SystemMessage,
  ToolMessage,
  type ToolCall,
} from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { type RunnableConfig, RunnableLambda } from '@langchain/core/runnables';
import { type StructuredToolInterface, tool } from '@langchain/core/tools';
import { LangChainInstrumentation } from '@arizeai/openinference-instrumentation-langchain';
import { MODEL, memoryProvider, otlpJson, runTool, SESSIONS, type Session, TOOLS } from './common.ts';

/** A chat model answering from the scripted session: the step after the tool results it was given. */
class ScriptedChatModel extends BaseChatModel {
  readonly #session: Session;
  #calls = 0;

  constructor(session: Session) {
    super({});
    this.#session = session;
  }

  _llmType(): string {
    return 'scripted';
  }

  override invocationParams(options?: this['ParsedCallOptions']): Record<string, unknown> {
    return { model: MODEL, tools: (options as { tools?: unknown } | undefined)?.tools };
  }

  override bindTools(tools: StructuredToolInterface[]) {
    const specs = tools.map((t) => {
      const spec = TOOLS.find((x) => x.name === t.name);
      return {
        type: 'function',
        function: { name: t.name, description: t.description, parameters: spec?.parameters ?? {} },
      };
    });
    return this.withConfig({ tools: specs } as never);
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const done = messages.filter((m) => ToolMessage.isInstance(m)).length;
    const step = this.#session.steps[Math.min(done, this.#session.steps.length - 1)]!;
    const message = step.call
      ? new AIMessage({
          content: '',
          tool_calls: [{ id: `call_${++this.#calls}`, name: step.call.name, args: step.call.args, type: 'tool_call' }],
        })
      : new AIMessage(step.text ?? '');
    return { generations: [{ text: step.text ?? '', message }] };
  }
}

function notesTools(): StructuredToolInterface[] {
  return TOOLS.map((t) =>
    tool(async (input: Record<string, unknown>) => runTool(t.name, input), {
      name: t.name,
      description: t.description,
      schema: t.parameters,
    }),
  ) as StructuredToolInterface[];
}

/** The loop: ask the model, run each tool call it makes (an error goes back as the tool's message), until it answers. */
async function runSession(s: Session): Promise<string> {
  const tools = notesTools();
  const model = new ScriptedChatModel(s).bindTools(tools);
  // The run's config goes to every call inside, as LangChain's docs pass it: one trace per run.
  const agent = RunnableLambda.from(async (query: string, config?: RunnableConfig) => {
    const messages: BaseMessage[] = [
      new SystemMessage("You manage the user's notes with the notes tools."),
      new HumanMessage(query),
    ];
    for (let i = 0; i < 5; i++) {
      const reply = (await model.invoke(messages, config)) as AIMessage;
      messages.push(reply);
      if (!reply.tool_calls?.length) return typeof reply.content === 'string' ? reply.content : '';
      for (const call of reply.tool_calls as ToolCall[]) {
        const t = tools.find((x) => x.name === call.name)!;
        try {
          messages.push((await t.invoke(call, config)) as ToolMessage);
        } catch (err) {
          messages.push(new ToolMessage({ tool_call_id: call.id ?? '', content: `error: ${(err as Error).message}` }));
        }
      }
    }
    return '';
  }).withConfig({ runName: 'notes_assistant' });
  return agent.invoke(s.query);
}

export async function langchainExport(): Promise<string> {
  const { provider, exporter } = memoryProvider('notes-assistant-langchain', 0x1c4a);
  const instrumentation = new LangChainInstrumentation({ tracerProvider: provider });
  instrumentation.manuallyInstrument(CallbackManagerModule);
  for (const s of SESSIONS) await runSession(s);
  await provider.forceFlush();
  return otlpJson(exporter.getFinishedSpans());
}
