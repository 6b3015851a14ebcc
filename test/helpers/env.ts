// Where the real services are. Tests use the machine's PostgreSQL (never a mock) and
// create a throwaway database per test file.
export const PG_ADMIN_URL = process.env.WHETSTONE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
