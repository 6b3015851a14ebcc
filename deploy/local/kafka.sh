#!/usr/bin/env bash
# A real single-node Apache Kafka broker (KRaft) for development and CI, from Maven
# Central jars and the machine's Java; no Docker. It listens on 127.0.0.1 only.
#
#   deploy/local/kafka.sh start    resolve jars (cached), format storage once, start, wait until it answers
#   deploy/local/kafka.sh stop     stop it (SIGTERM, then SIGKILL after 30 s)
#   deploy/local/kafka.sh status   running or not, and where
#   deploy/local/kafka.sh reset    stop and delete its data (topics, offsets)
#
# Settings (environment): KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (9093),
# KAFKA_HEAP (512m), KAFKA_CACHE_DIR (deploy/local/.cache). Clients use
# KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${KAFKA_CACHE_DIR:-$HERE/.cache}"
PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
HEAP="${KAFKA_HEAP:-512m}"
VERSION="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$HERE/kafka/pom.xml")"
LIBS="$CACHE/kafka-$VERSION/libs"
DATA="$CACHE/kafka-data-$PORT"
PIDFILE="$CACHE/kafka-$PORT.pid"
LOG="$CACHE/kafka-$PORT.log"
PROPS="$CACHE/server-$PORT.properties"

say() { printf 'kafka: %s\n' "$*"; }
die() { printf 'kafka: %s\n' "$*" >&2; exit 1; }

running_pid() {
  [ -f "$PIDFILE" ] || return 1
  local pid; pid="$(cat "$PIDFILE")"
  kill -0 "$pid" 2>/dev/null && { echo "$pid"; return 0; }
  return 1
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

resolve_jars() {
  [ -f "$LIBS/.complete" ] && return 0
  command -v mvn >/dev/null || die "mvn not found: install Maven (apt-get install -y maven) to resolve the broker jars"
  command -v java >/dev/null || die "java not found: install a JDK 17+ (apt-get install -y openjdk-17-jre-headless)"
  say "resolving Apache Kafka $VERSION jars from Maven Central into $LIBS (once)"
  rm -rf "$LIBS"; mkdir -p "$LIBS"
  mvn -q -B -f "$HERE/kafka/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$LIBS" >"$CACHE/mvn.log" 2>&1 \
    || die "resolving jars failed; see $CACHE/mvn.log"
  touch "$LIBS/.complete"
}

write_props() {
  cat >"$PROPS" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$DATA
num.partitions=3
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=6
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
# Larger than the 1 MiB default so oversize traces reach Whetstone and are dead-lettered
# with a reason, instead of being refused to the producer.
message.max.bytes=16777216
replica.fetch.max.bytes=16777216
log.retention.hours=24
PROPS
}

java_cmd() {
  java -Xms128m "-Xmx$HEAP" -XX:+UseG1GC -Djava.awt.headless=true \
    "-Dlog4j2.configurationFile=$HERE/kafka/log4j2.properties" -cp "$LIBS/*" "$@"
}

start() {
  mkdir -p "$CACHE"
  if pid="$(running_pid)"; then say "already running (pid $pid) on 127.0.0.1:$PORT"; return 0; fi
  port_open "$PORT" && die "127.0.0.1:$PORT is taken by another process; set KAFKA_PORT"
  resolve_jars
  write_props
  if [ ! -f "$DATA/meta.properties" ]; then
    local id; id="$(java_cmd kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1)"
    java_cmd kafka.tools.StorageTool format -t "$id" -c "$PROPS" >"$CACHE/format.log" 2>&1 \
      || die "formatting $DATA failed; see $CACHE/format.log"
  fi
  say "starting Apache Kafka $VERSION on 127.0.0.1:$PORT (log $LOG)"
  # exec: $! must be the JVM itself, not a subshell around it, or stop would leave the
  # broker running.
  (exec java -Xms128m "-Xmx$HEAP" -XX:+UseG1GC -Djava.awt.headless=true \
    "-Dlog4j2.configurationFile=$HERE/kafka/log4j2.properties" -cp "$LIBS/*" kafka.Kafka "$PROPS" >"$LOG" 2>&1 </dev/null) &
  echo $! >"$PIDFILE"
  for _ in $(seq 1 120); do
    if ! running_pid >/dev/null; then die "the broker exited during start; last lines of $LOG: $(tail -n 5 "$LOG")"; fi
    if port_open "$PORT"; then say "ready (pid $(cat "$PIDFILE")); KAFKA_BROKERS=127.0.0.1:$PORT"; return 0; fi
    sleep 0.5
  done
  die "not answering on 127.0.0.1:$PORT after 60 s; see $LOG"
}

stop() {
  local pid
  if ! pid="$(running_pid)"; then say "not running"; rm -f "$PIDFILE"; return 0; fi
  kill -TERM "$pid"
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || { rm -f "$PIDFILE"; say "stopped"; return 0; }; sleep 0.5; done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$PIDFILE"; say "killed after 30 s"
}

status() {
  if pid="$(running_pid)"; then say "running (pid $pid) on 127.0.0.1:$PORT, Apache Kafka $VERSION, data $DATA"; else say "not running"; return 3; fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  reset) stop; rm -rf "$DATA"; say "data removed" ;;
  *) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
