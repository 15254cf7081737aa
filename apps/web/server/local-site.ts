// The built site on the project's server with the embedded backend behind /functions/v1/: the one wiring that
// `npm start`, the end-to-end suites and the Lighthouse bench share. Building the site is the caller's business.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack, type Stack, type StackOptions } from "../../../supabase/local/stack.ts";
import { createSiteServer, listen } from "./serve.ts";

/** The embedded stack's settings; its CORS list always holds the site's own origin. */
export interface BackendSettings extends Omit<StackOptions, "allowedOrigins"> {
  /** Origins allowed besides the site's own (e.g. a dev server calling the same functions). */
  allowedOrigins?: string[];
}

export interface LocalSiteOptions {
  /** The build to serve. Default: apps/web/build/client. */
  root?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** Log each request of the site server. */
  logRequests?: boolean;
  /**
   * What answers at /functions/v1/: a new embedded stack with these settings (the default: every port free, a
   * temporary data folder deleted on stop unless `dataDir` is given); `{ url }`, a backend that runs elsewhere (a
   * second site in front of another site's stack, or an address where nothing answers); false, none.
   */
  backend?: BackendSettings | { url: string } | false;
}

export interface LocalSite {
  /** The site's origin, e.g. http://127.0.0.1:4173. */
  url: string;
  /** This site's own stack; throws when it has none or it is stopped. */
  readonly stack: Stack;
  /** The stack's data folder (PGlite, the development signing key); undefined without a stack of its own. */
  dataDir?: string;
  /** Stops the stack; the site keeps serving (the backend is down). */
  stopBackend(): Promise<void>;
  /** Brings the stack back on the same functions port and data folder. */
  startBackend(): Promise<void>;
  stop(): Promise<void>;
}

/** The origins a browser may call the site from: its address, and localhost on the same port. */
function siteOrigins(url: string): string[] {
  const local = `http://localhost:${new URL(url).port}`;
  return url === local ? [url] : [url, local];
}

export async function startLocalSite(options: LocalSiteOptions = {}): Promise<LocalSite> {
  const backend = options.backend ?? {};
  const elsewhere = backend && "url" in backend ? backend.url : undefined;
  const settings = backend && !("url" in backend) ? backend : undefined;
  const temporary = settings !== undefined && settings.dataDir === undefined;
  const dataDir = temporary ? await mkdtemp(join(tmpdir(), "solvix-site-")) : settings?.dataDir;
  // The site's socket is bound first: its origin goes into the functions' CORS list. The proxy target is fixed at
  // construction as a promise of the stack's address, so a request that comes while the stack starts waits for it.
  let backendReady: (url: string) => void = () => {};
  let backendFailed: (error: unknown) => void = () => {};
  const backendUrl = new Promise<string>((ready, failed) => {
    backendReady = ready;
    backendFailed = failed;
  });
  const proxyTarget = settings ? backendUrl : elsewhere;
  const server = createSiteServer({
    root: options.root,
    log: options.logRequests,
    proxy: proxyTarget ? { "/functions/v1/": proxyTarget } : {},
  });
  const removeTemporary = async () => {
    if (temporary && dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const url = await listen(server, options.port ?? 0, options.host).catch(async (error: unknown) => {
    await removeTemporary();
    throw error;
  });
  const closeServer = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      // Keep-alive connections of a browser still open would hold the close back.
      server.closeAllConnections();
    });

  if (!settings) {
    return {
      url,
      get stack(): Stack {
        throw new Error("This site has no stack of its own");
      },
      stopBackend: async () => {},
      startBackend: async () => {},
      stop: closeServer,
    };
  }

  // The stack keeps its own host (127.0.0.1 by default): only the site's proxy calls it.
  const launch = (functionsPort: number) =>
    startStack({
      ...settings,
      dataDir,
      ports: { db: 0, mail: 0, smtp: 0, ...settings.ports, functions: functionsPort },
      allowedOrigins: [...siteOrigins(url), ...(settings.allowedOrigins ?? [])],
    });
  let stack: Stack | undefined;
  try {
    stack = await launch(settings.ports?.functions ?? 0);
  } catch (error) {
    backendFailed(error);
    await closeServer();
    await removeTemporary();
    throw error;
  }
  backendReady(stack.supabaseUrl);
  // The site forwards to the first stack's address: a restarted one must answer there.
  const functionsPort = stack.ports.functions;
  const stopBackend = async () => {
    await stack?.stop();
    stack = undefined;
  };

  return {
    url,
    dataDir,
    get stack(): Stack {
      if (!stack) throw new Error("The backend is stopped");
      return stack;
    },
    stopBackend,
    async startBackend() {
      stack ??= await launch(functionsPort);
    },
    async stop() {
      await closeServer();
      await stopBackend();
      await removeTemporary();
    },
  };
}
