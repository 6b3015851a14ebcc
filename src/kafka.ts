// The Kafka client for every part that talks to the brokers (the intake doors, the
// publisher's events, the proxy): one place for its retry policy.
import { Kafka, logLevel } from 'kafkajs';

/** `retries`: how often a failed connection or request is retried (backoff from 200 ms) before it fails. */
export function createKafka(brokers: string[], clientId: string, retries = 10): Kafka {
  return new Kafka({
    brokers,
    clientId,
    logLevel: logLevel.NOTHING,
    retry: { initialRetryTime: 200, retries },
  });
}

/** The Kafka client of the configured brokers, or undefined when none are set. */
export function kafkaFrom(c: { kafkaBrokers?: string[] | undefined; kafkaClientId: string }): Kafka | undefined {
  return c.kafkaBrokers ? createKafka(c.kafkaBrokers, c.kafkaClientId) : undefined;
}
