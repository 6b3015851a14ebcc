// Which library calls are side effects. Tables of modules and method names of the standard
// libraries and the common client packages of both languages, not of any one server: a call is
// classified by the module its receiver is bound to and the method it names.
import type { EffectClass } from './types.ts';

export interface CallShape {
  py: boolean;
  /** The module the call's root name is bound to (import, or a variable made from one). */
  module: string | undefined;
  /** The callee as dotted parts, e.g. ['fs', 'promises', 'writeFile'] or ['repo', 'index', 'commit']. */
  parts: string[];
  argCount: number;
  /** The open mode / flags argument, when one is given. */
  mode: string | undefined;
  /** The leading keyword of a resolvable SQL argument, upper-cased. */
  sqlHead: string | undefined;
  /** An object argument carries a `path` key (screenshots and PDFs saved to disk). */
  pathOption: boolean;
  isNew: boolean;
}

const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const JS_FS = /^(node:)?fs(\/promises)?$|^fs-extra$|^graceful-fs$|^mkdirp$|^rimraf$|^del$/;
const JS_FS_WRITE = set(`writeFile writeFileSync appendFile appendFileSync mkdir mkdirSync mkdtemp mkdtempSync rename
  renameSync copyFile copyFileSync cp cpSync createWriteStream symlink symlinkSync link linkSync truncate truncateSync chmod
  chmodSync chown chownSync utimes utimesSync outputFile outputFileSync outputJson outputJSON writeJson writeJSON ensureDir
  ensureDirSync ensureFile move moveSync copy copySync mkdirp`);
const JS_FS_DELETE = set('unlink unlinkSync rm rmSync rmdir rmdirSync remove removeSync emptyDir emptyDirSync rimraf');
// `open`/`opn` launch the user's browser or an app through the OS.
const JS_PROCESS = /^(node:)?child_process$|^execa$|^cross-spawn$|^shelljs$|^zx$|^node-pty$|^tree-kill$|^open$|^opn$/;
const JS_NET = new RegExp(
  '^(axios|node-fetch|cross-fetch|isomorphic-fetch|got|undici|ky|superagent|request|needle|(node:)?https?|(node:)?net|' +
    '(node:)?tls|(node:)?dgram|ws|socket\\.io-client|nodemailer|octokit|openai|stripe|twilio|discord\\.js|graphql-request|' +
    'googleapis|aws-sdk|firebase-admin|@(octokit|slack|anthropic-ai|google-cloud|googleapis|aws-sdk|notionhq|linear|' +
    'supabase|sendgrid|elastic|pinecone-database|qdrant|apollo|modelcontextprotocol/sdk/client|atproto|mailchimp)(/.*)?)$',
);
const PY_NET = new RegExp(
  '^(requests|httpx|aiohttp|urllib\\.request|urllib3|http\\.client|socket|smtplib|ftplib|websockets?|openai|anthropic|' +
    'boto3|botocore|google|googleapiclient|slack_sdk|slack|github|tweepy|paramiko|telegram|discord|twilio|stripe|' +
    'gql|elasticsearch|pinecone|qdrant_client|mcp\\.client|feedparser|tavily|exa_py|praw|notion_client|jira|atlassian)(\\..*)?$',
);
/** A library module named for HTTP (`mcp.shared._httpx_utils`, `lib/http_client`): its clients call out. */
const HTTP_NAMED = /(?:^|[./_-])_?https?x?(?:[_-]|$)|http_?client/i;
const PY_PROCESS = /^(subprocess|pexpect|sh|plumbum|pty|webbrowser)(\..*)?$/;
const PY_OS_WRITE = set('makedirs mkdir rename renames replace symlink link chmod chown truncate utime write');
const PY_OS_DELETE = set('remove unlink rmdir removedirs');
const PY_OS_PROCESS = /^(system|popen|exec\w*|spawn\w*|startfile|posix_spawn\w*|kill|killpg)$/;
const PY_SHUTIL_WRITE = set('copy copy2 copyfile copytree move make_archive unpack_archive copymode copystat chown');
const PATH_WRITE = set('write_text write_bytes touch symlink_to hardlink_to');
const PATH_DELETE = set('unlink rmdir');
const FRAME_WRITE = set('to_csv to_parquet to_excel to_feather to_pickle to_hdf');
const DB_MODULES =
  /^(better-sqlite3|sqlite3?|pg|postgres|mysql2?|mssql|mongodb|mongoose|redis|ioredis|knex|@prisma\/client|typeorm|sequelize|drizzle-orm.*|@neondatabase\/.*|@libsql\/client|psycopg2?|asyncpg|aiosqlite|pymysql|mysql\.connector|sqlalchemy.*|pymongo|motor.*|duckdb|chromadb|lancedb)$/;
const DB_WRITE_METHODS = set(`insert insertOne insertMany insert_one insert_many update updateOne updateMany update_one
  update_many delete deleteOne deleteMany delete_one delete_many replaceOne replace_one bulkWrite bulk_write drop dropCollection
  drop_collection createCollection create_collection createIndex create_index findOneAndUpdate find_one_and_update
  findOneAndDelete find_one_and_delete upsert createMany updateMany set hset hmset del lpush rpush sadd zadd srem zrem
  hdel expire incr incrby decr mset setex publish xadd add merge flushdb flushall json_set`);
const SQL_METHODS = set(
  'execute executemany executescript exec query run prepare raw fetch fetchrow fetchval sql unsafe all get',
);
const SQL_WRITE = /^(INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|REPLACE|TRUNCATE|MERGE|UPSERT|GRANT|REVOKE|ATTACH|VACUUM)$/;
const GIT_MODULES = /^(git|simple-git|isomorphic-git|nodegit|pygit2|dulwich.*)$/;
const GIT_WRITE = set(`add commit checkout reset init create_head merge rebase rm mv stash tag create_tag delete_head
  clone clone_from pull cherry_pick revert apply restore switch addConfig`);
const GIT_NET = set('push pull fetch clone clone_from');
const BROWSER_NET = set('goto navigate waitForNavigation reload goBack goForward');
const SOCKETLIKE_NEW = set('WebSocket EventSource XMLHttpRequest');

export function classifyCall(c: CallShape): EffectClass[] {
  const last = c.parts[c.parts.length - 1] ?? '';
  const mod = c.module ?? '';
  const out: EffectClass[] = [];
  if (c.isNew) return SOCKETLIKE_NEW.has(last) ? ['network'] : [];
  if (GIT_MODULES.test(mod)) {
    // `repo.commit(rev)` reads a commit; `repo.index.commit(msg)` / `repo.git.commit()` record one.
    if (GIT_WRITE.has(last) && (last !== 'commit' || c.parts.length > 2)) out.push('fs_write');
    if (GIT_NET.has(last)) out.push('network');
    return out;
  }
  if (c.py) pythonCall(c, mod, last, out);
  else scriptCall(c, mod, last, out);
  if (BROWSER_NET.has(last) && c.parts.length > 1) out.push('network');
  if ((last === 'screenshot' || last === 'pdf') && c.pathOption) out.push('fs_write');
  if (DB_MODULES.test(mod) && DB_WRITE_METHODS.has(last) && c.parts.length > 1) out.push('db_write');
  if (SQL_METHODS.has(last) && c.sqlHead && SQL_WRITE.test(c.sqlHead)) out.push('db_write');
  if (last === 'commit' && c.argCount === 0 && c.parts.length > 1) out.push('db_write');
  return [...new Set(out)];
}

function scriptCall(c: CallShape, mod: string, last: string, out: EffectClass[]): void {
  if (JS_FS.test(mod) || (!c.module && c.parts[0] === 'fs')) {
    if (JS_FS_WRITE.has(last) || (last === 'open' && c.mode && /[wa+]/.test(c.mode))) out.push('fs_write');
    if (JS_FS_DELETE.has(last)) out.push('fs_delete');
  }
  if (JS_PROCESS.test(mod)) out.push('process');
  if (JS_NET.test(mod) || mod === 'api-client' || HTTP_NAMED.test(mod)) out.push('network');
  if (!c.module && c.parts.length === 1 && last === 'fetch') out.push('network');
  if (!c.module && c.parts.length === 2 && c.parts[0] === 'process' && last === 'kill') out.push('process');
}

function pythonCall(c: CallShape, mod: string, last: string, out: EffectClass[]): void {
  const head = mod.split('.')[0];
  if (c.parts.length === 1 && !c.module && last === 'open' && c.mode && /[wax+]/.test(c.mode)) out.push('fs_write');
  if ((head === 'aiofiles' || head === 'io' || head === 'codecs') && last === 'open' && c.mode && /[wax+]/.test(c.mode))
    out.push('fs_write');
  if (head === 'os') {
    if (PY_OS_WRITE.has(last) && c.parts.length <= 3) out.push('fs_write');
    if (PY_OS_DELETE.has(last)) out.push('fs_delete');
    if (PY_OS_PROCESS.test(last)) out.push('process');
  }
  if (head === 'shutil') {
    if (PY_SHUTIL_WRITE.has(last)) out.push('fs_write');
    if (last === 'rmtree') out.push('fs_delete');
  }
  if (head === 'asyncio' && /^create_subprocess_(exec|shell)$/.test(last)) out.push('process');
  if (PY_PROCESS.test(mod)) out.push('process');
  // Making a client (`httpx.AsyncClient()`, `OpenAI()`) is not a request; its calls are.
  if ((PY_NET.test(mod) || mod === 'api-client' || HTTP_NAMED.test(mod)) && !/^[A-Z]/.test(last)) out.push('network');
  if (c.parts.length > 1 && head !== 'os') {
    if (PATH_WRITE.has(last) || (last === 'mkdir' && !c.module)) out.push('fs_write');
    if (PATH_DELETE.has(last)) out.push('fs_delete');
    if (FRAME_WRITE.has(last) && c.argCount > 0) out.push('fs_write');
  }
}

/** Browser-like objects whose actions change a page kept across calls. */
export const BROWSER_ACTIONS = set(`click type fill hover select focus press evaluate setContent setViewport goto
  check uncheck tap dragAndDrop selectOption setInputFiles keyboard mouse`);
export const BROWSER_MODULES =
  /^(puppeteer(-core)?|playwright(-core)?|@playwright\/test|selenium.*|pyppeteer|playwright\..*)$/;
/** Methods named for changing their object (`add_tool`, `removeListener`, `set_config`). */
export const MUTATOR_PREFIX =
  /^(?:add|remove|register|unregister|set|delete|clear|update|append|insert|put|reset)(?:_[a-z]|[A-Z])/;
/** Methods that change a collection or object in place. */
export const MUTATORS = set(`push pop shift unshift splice set add delete clear append extend insert update remove
  setdefault popitem discard sort reverse fill assign`);
