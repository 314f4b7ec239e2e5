-- Trigram operators for the case-insensitive search indexes (lower(name) gin_trgm_ops).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
