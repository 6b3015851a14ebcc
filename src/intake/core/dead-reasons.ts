// Why a message became a dead letter. Its own module, importing nothing, so the CLI can
// name the reasons in its help without loading the decoder.
// too_slow: decoding passed its time budget (WHETSTONE_DECODE_TIMEOUT_MS); id_conflict: a
// trace_id already stored with different content (a duplicate with the same content is
// not a dead letter, it is a redelivery).
export type DeadReason =
  | 'empty'
  | 'oversize'
  | 'undecodable'
  | 'not_json'
  | 'too_deep'
  | 'invalid'
  | 'store_rejected'
  | 'too_slow'
  | 'id_conflict';
export const DEAD_REASONS: readonly DeadReason[] = [
  'empty',
  'oversize',
  'undecodable',
  'not_json',
  'too_deep',
  'invalid',
  'store_rejected',
  'too_slow',
  'id_conflict',
];
