// The redaction corpus: every kind of secret of issue 13 (findings 1 and 2), each once in
// free text and once in structure. `secret` is the part that must not survive anywhere.
// The values are made up; the shapes are those of the real formats.
export interface TextCase {
  kind: string;
  text: string;
  secret: string;
}

export const TEXT_CASES: TextCase[] = [
  {
    kind: 'aws_access_key',
    text: 'use ASIAY34FZKBOKMUTVV7A for the temporary session',
    secret: 'ASIAY34FZKBOKMUTVV7A',
  },
  { kind: 'aws_access_key', text: 'key id AKIAIOSFODNN7EXAMPLE', secret: 'AKIAIOSFODNN7EXAMPLE' },
  {
    kind: 'aws_secret',
    text: 'aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
  { kind: 'env_secret', text: 'export STRIPE_WEBHOOK_SECRET=whk9f8e7d6c5b4a3', secret: 'whk9f8e7d6c5b4a3' },
  { kind: 'env_password', text: 'DB_PASSWORD=Tr0ub4dor&3 ./run.sh', secret: 'Tr0ub4dor' },
  { kind: 'env_token', text: 'set GITLAB_TOKEN=q1w2e3r4t5y6u7 in CI', secret: 'q1w2e3r4t5y6u7' },
  { kind: 'mysql_pwd', text: 'MYSQL_PWD=rootpass77 mysql -u root', secret: 'rootpass77' },
  {
    kind: 'client_secret',
    text: 'POST /token client_id=abc&client_secret=9sd8f7g6h5j4k3l2&grant_type=client_credentials',
    secret: '9sd8f7g6h5j4k3l2',
  },
  {
    kind: 'slack_app',
    text: 'app token xapp-1-A0123456789-1234567890123-0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f',
    secret: 'xapp-1-A0123456789',
  },
  {
    kind: 'slack_bot',
    text: 'bot xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
    secret: 'xoxb-123456789012',
  },
  {
    kind: 'slack_webhook',
    text: 'post to https://hooks.slack.com/services/T0AAAAAAA/B0BBBBBBB/cccccccccccccccccccccccc now',
    secret: 'T0AAAAAAA/B0BBBBBBB',
  },
  {
    kind: 'stripe_restricted',
    text: 'stripe key rk_live_51HqLyjWDarjtT1zdp7dcXYZ',
    secret: 'rk_live_51HqLyjWDarjtT1zdp7dcXYZ',
  },
  { kind: 'stripe_secret', text: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', secret: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' },
  { kind: 'openai', text: 'OPENAI key sk-proj-abcdefghijklmnopqrstuv123', secret: 'sk-proj-abcdefghijklmnopqrstuv123' },
  {
    kind: 'github',
    text: 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789 is my PAT',
    secret: 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
  },
  {
    kind: 'pem',
    text: 'here is the key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2Tz\nq2bXrD9Uv8zLkM1\n-----END RSA PRIVATE KEY-----\nthanks',
    secret: 'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2Tz',
  },
  {
    kind: 'openssh',
    text: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----',
    secret: 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ',
  },
  {
    kind: 'pem_cut',
    text: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC (cut off)',
    secret: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
  },
  {
    kind: 'basic',
    text: 'curl -H "Authorization: Basic YWxpY2U6czNjcjN0UGFzcw==" https://api.example.com',
    secret: 'YWxpY2U6czNjcjN0UGFzcw',
  },
  { kind: 'basic_bare', text: 'the header was Basic YWxpY2U6czNjcjN0UGFzcw==', secret: 'YWxpY2U6czNjcjN0UGFzcw' },
  {
    kind: 'bearer',
    text: 'Bearer eyJraWQiOiJ4eHgiLCJhbGciOiJSUzI1NiJ9abc',
    secret: 'eyJraWQiOiJ4eHgiLCJhbGciOiJSUzI1NiJ9abc',
  },
  {
    kind: 'jwt',
    text: 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    secret: 'dozjgNryP4J3jVmNHl0w5N',
  },
  {
    kind: 'url_password_slash',
    text: 'connect to postgres://admin:pa/ss:w0rd@db.internal:5432/app',
    secret: 'pa/ss:w0rd',
  },
  { kind: 'url_password', text: 'https://bob:hunter22@git.example.com/repo.git', secret: 'hunter22' },
  { kind: 'card_visa', text: 'pay with 4111 1111 1111 1111 exp 12/29', secret: '4111 1111 1111 1111' },
  { kind: 'card_mc', text: 'card 5500-0000-0000-0004', secret: '5500-0000-0000-0004' },
  { kind: 'card_amex', text: 'amex 378282246310005 on file', secret: '378282246310005' },
  { kind: 'password_prose', text: 'my password is hunter2!x please log in', secret: 'hunter2!x' },
  {
    kind: 'json_in_text',
    text: '{"user":"bob","password":"correct horse battery staple"}',
    secret: 'correct horse battery',
  },
  { kind: 'escaped_json_in_text', text: '{\\"api_key\\": \\"k-82hd7sk29dj\\"}', secret: 'k-82hd7sk29dj' },
  { kind: 'cookie', text: 'Cookie: sessionid=8f7d6s5a4; csrftoken=77aa88bb', secret: '8f7d6s5a4' },
  {
    kind: 'query_token',
    text: 'GET https://api.example.com/v1/items?access_token=a8s7d6f5g4h3&page=2',
    secret: 'a8s7d6f5g4h3',
  },
  {
    kind: 'email',
    text: 'mail the report to carol.smith@corp.example.com today',
    secret: 'carol.smith@corp.example.com',
  },
];

/** Structure: secrets under keys that name them, at several depths and spellings. */
export const STRUCTURED_ARGUMENTS: Record<string, unknown> = {
  username: 'bob',
  password: 'hunter2',
  api_key: 'k29dj38fh47',
  headers: { Authorization: 'Basic Ym9iOmh1bnRlcjI=', 'X-Api-Key': 'xk-9s8d7f6', Cookie: 'sid=abc987' },
  auth: { user: 'bob', pass: 'p4ssw0rdA' },
  config: { db: { 'db.password': 'nested-pw-77', sessionToken: 'st-66a5b4' }, retries: 3 },
  credentials: ['cred-one-111', 'cred-two-222'],
  clientSecret: 'cs-5f4e3d2c',
  pin: 86429173,
  max_tokens: 1000,
};
export const STRUCTURED_SECRETS = [
  'hunter2',
  'k29dj38fh47',
  'Ym9iOmh1bnRlcjI',
  'xk-9s8d7f6',
  'sid=abc987',
  'p4ssw0rdA',
  'nested-pw-77',
  'st-66a5b4',
  'cred-one-111',
  'cred-two-222',
  'cs-5f4e3d2c',
  '86429173',
];

export const ALL_SECRETS = [...TEXT_CASES.map((c) => c.secret), ...STRUCTURED_SECRETS];
