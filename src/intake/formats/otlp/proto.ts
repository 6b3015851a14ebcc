// The OTLP trace messages, for protobufjs. Transcribed field for field from the official
// opentelemetry-proto definitions (opentelemetry/proto/{common,resource,trace}/v1 and
// collector/trace/v1/trace_service.proto, plus google.rpc.Status for error bodies), so no
// .proto files or code generator are needed at run time. Only the trace signal is here.
import protobuf from 'protobufjs';

const kv = { fields: { key: { type: 'string', id: 1 }, value: { type: 'AnyValue', id: 2 } } };

const descriptor = {
  nested: {
    otlp: {
      nested: {
        AnyValue: {
          oneofs: {
            value: {
              oneof: ['stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'],
            },
          },
          fields: {
            stringValue: { type: 'string', id: 1 },
            boolValue: { type: 'bool', id: 2 },
            intValue: { type: 'int64', id: 3 },
            doubleValue: { type: 'double', id: 4 },
            arrayValue: { type: 'ArrayValue', id: 5 },
            kvlistValue: { type: 'KeyValueList', id: 6 },
            bytesValue: { type: 'bytes', id: 7 },
          },
        },
        ArrayValue: { fields: { values: { rule: 'repeated', type: 'AnyValue', id: 1 } } },
        KeyValueList: { fields: { values: { rule: 'repeated', type: 'KeyValue', id: 1 } } },
        KeyValue: kv,
        InstrumentationScope: {
          fields: {
            name: { type: 'string', id: 1 },
            version: { type: 'string', id: 2 },
            attributes: { rule: 'repeated', type: 'KeyValue', id: 3 },
            droppedAttributesCount: { type: 'uint32', id: 4 },
          },
        },
        Resource: {
          fields: {
            attributes: { rule: 'repeated', type: 'KeyValue', id: 1 },
            droppedAttributesCount: { type: 'uint32', id: 2 },
          },
        },
        ExportTraceServiceRequest: { fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } } },
        ResourceSpans: {
          fields: {
            resource: { type: 'Resource', id: 1 },
            scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 },
            schemaUrl: { type: 'string', id: 3 },
          },
        },
        ScopeSpans: {
          fields: {
            scope: { type: 'InstrumentationScope', id: 1 },
            spans: { rule: 'repeated', type: 'Span', id: 2 },
            schemaUrl: { type: 'string', id: 3 },
          },
        },
        Span: {
          fields: {
            traceId: { type: 'bytes', id: 1 },
            spanId: { type: 'bytes', id: 2 },
            traceState: { type: 'string', id: 3 },
            parentSpanId: { type: 'bytes', id: 4 },
            flags: { type: 'fixed32', id: 16 },
            name: { type: 'string', id: 5 },
            kind: { type: 'int32', id: 6 },
            startTimeUnixNano: { type: 'fixed64', id: 7 },
            endTimeUnixNano: { type: 'fixed64', id: 8 },
            attributes: { rule: 'repeated', type: 'KeyValue', id: 9 },
            droppedAttributesCount: { type: 'uint32', id: 10 },
            events: { rule: 'repeated', type: 'Event', id: 11 },
            droppedEventsCount: { type: 'uint32', id: 12 },
            links: { rule: 'repeated', type: 'Link', id: 13 },
            droppedLinksCount: { type: 'uint32', id: 14 },
            status: { type: 'Status', id: 15 },
          },
        },
        Event: {
          fields: {
            timeUnixNano: { type: 'fixed64', id: 1 },
            name: { type: 'string', id: 2 },
            attributes: { rule: 'repeated', type: 'KeyValue', id: 3 },
            droppedAttributesCount: { type: 'uint32', id: 4 },
          },
        },
        Link: {
          fields: {
            traceId: { type: 'bytes', id: 1 },
            spanId: { type: 'bytes', id: 2 },
            traceState: { type: 'string', id: 3 },
            attributes: { rule: 'repeated', type: 'KeyValue', id: 4 },
            droppedAttributesCount: { type: 'uint32', id: 5 },
            flags: { type: 'fixed32', id: 6 },
          },
        },
        // `reserved 1` in the official file (the deprecated code field).
        Status: { fields: { message: { type: 'string', id: 2 }, code: { type: 'int32', id: 3 } } },
        ExportTraceServiceResponse: { fields: { partialSuccess: { type: 'ExportTracePartialSuccess', id: 1 } } },
        ExportTracePartialSuccess: {
          fields: { rejectedSpans: { type: 'int64', id: 1 }, errorMessage: { type: 'string', id: 2 } },
        },
        // google.rpc.Status, the body of an OTLP/HTTP error response (details left out).
        RpcStatus: { fields: { code: { type: 'int32', id: 1 }, message: { type: 'string', id: 2 } } },
      },
    },
  },
};

const root = protobuf.Root.fromJSON(descriptor);
export const ExportTraceServiceRequest = root.lookupType('otlp.ExportTraceServiceRequest');
export const ExportTraceServiceResponse = root.lookupType('otlp.ExportTraceServiceResponse');
export const RpcStatus = root.lookupType('otlp.RpcStatus');
