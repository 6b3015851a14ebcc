// The contract between the source reader (src/consistency/*), the store, the gates and the pages.
// A report is what `whetstone consistency` prints as JSON; stored per server and tool version.

/** Side-effect classes read from the sensitive calls in a tool's code bundle. */
export const EFFECT_CLASSES = ['fs_write', 'fs_delete', 'network', 'process', 'db_write', 'state'] as const;
export type EffectClass = (typeof EFFECT_CLASSES)[number];

/** Where a fact was seen: a call in the source, or traces (ids only, never their content). */
export interface CodeEvidence {
  file: string;
  line: number;
  /** The callee as written, e.g. `fs.writeFile` or `requests.post`. */
  call: string;
}

export interface ToolEffect {
  class: EffectClass;
  /** Whether the tool's description (or annotations) tells an agent about this effect. */
  disclosed: boolean;
  evidence: CodeEvidence[];
}

/**
 * Static types are decided from code facts alone; the functional ones need an LLM
 * (Direct–Reverse–Arbitration); `trace_state_change` comes from judged traces, no source needed.
 */
export const FINDING_TYPES = [
  'undeclared_read_only_violation',
  'undeclared_state_mutation',
  'undeclared_data_leak',
  'unimplemented',
  'overclaimed',
  'misdescribed',
  'ambiguous',
  'trace_state_change',
] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

export interface ConsistencyFinding {
  type: FindingType;
  severity: 'error' | 'warning' | 'note';
  message: string;
  evidence: CodeEvidence[];
  /** 0–100 confidence, set by the LLM path; absent for static findings. */
  score?: number;
  /** For trace-grounded findings: the trace ids that showed the state change. */
  traceIds?: string[];
}

export interface ToolCodeFacts {
  name: string;
  /** The description as a client sees it (constants resolved, docstrings dedented). */
  description: string;
  registered_at: { file: string; line: number };
  effects: ToolEffect[];
  findings: ConsistencyFinding[];
}

export interface ConsistencyReport {
  /** The directory read, relative to where the command ran. */
  source: string;
  server?: string;
  tools: ToolCodeFacts[];
}
