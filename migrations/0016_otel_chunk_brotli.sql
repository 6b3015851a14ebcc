-- Staged chunks are written brotli-compressed (format 'otlp_brotli'): a chunk's INSERT
-- spent most of its time moving the uncompressed body into the server, and OTLP protobuf
-- compresses about five to one. Chunks staged as 'otlp' by the previous version are still
-- read. The body stays STORAGE EXTERNAL (0015): compressing it again would gain nothing.
ALTER TABLE otel_span_chunks DROP CONSTRAINT otel_span_chunks_format_check;
ALTER TABLE otel_span_chunks ADD CONSTRAINT otel_span_chunks_format_check CHECK (format IN ('otlp', 'otlp_brotli', 'spans'));
