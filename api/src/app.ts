// buildApi: the Fastify app over a given database, with CORS, body limit, error mapping and every route.
import Fastify, { type FastifyError, type FastifyReply } from "fastify";
import cors from "@fastify/cors";
import { idempotencyKeyHeader, paginationHeaders } from "@storyfront/schemas";
import type { Database } from "./db/database";
import { withDefaults, type ApiOptions } from "./app-options";
import { HttpError, ValidationError } from "./http/errors";
import { registerRoutes, type RouteSpec } from "./http/route";
import { openApiDocument } from "./http/openapi";
import { pageRoutes } from "./routes/pages";
import { categoryRoutes } from "./routes/categories";
import { siteSettingRoutes } from "./routes/site-settings";
import { authRoutes } from "./routes/auth";
import { adminTagRoutes } from "./routes/admin-tags";
import { pageAuthoringRoutes } from "./routes/page-authoring";
import { categoryAuthoringRoutes } from "./routes/category-authoring";
import { tariffAuthoringRoutes } from "./routes/tariff-authoring";
import { landingConfigAuthoringRoutes } from "./routes/landing-config-authoring";
import { pageDeskRoutes } from "./routes/page-desk";
import { SchedulePublisher } from "./pages/schedule-publisher";
import { RevalidationWorker } from "./revalidation/revalidation-worker";
import { leadRoutes } from "./routes/leads";
import { adminLeadRoutes } from "./routes/admin-leads";
import { LeadDeliveryWorker } from "./leads/delivery-worker";
import { inviteRoutes } from "./routes/invites";
import { accountRoutes } from "./routes/account";
import { securityRoutes } from "./routes/security";
import { emailChangeRoutes } from "./routes/email-change";
import { vitalRoutes } from "./routes/vitals";
import { mediaRoutes } from "./routes/media";
import { MailWorker } from "./mail/mail-worker";
import { fileMailbox } from "./mail/file-mailbox";
import { slowClientOptions } from "./http/slow-clients";

/** The body is JSON: never to be sniffed as another type, rendered as a page or framed. */
function securityHeaders(reply: FastifyReply) {
  reply.header("x-content-type-options", "nosniff");
  reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
}

export type BuildApiOptions = Partial<ApiOptions> & { database: Database };

export async function buildApi(input: BuildApiOptions) {
  const options = withDefaults(input);
  const app = Fastify({
    logger: options.logger,
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy,
    ...slowClientOptions(options),
    // A malformed URL or an over-long path parameter is answered before routing: the contract's error body, the
    // same headers as every answer, and not the URL itself (Fastify's own answer repeats it).
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      const status = error.statusCode ?? 400;
      securityHeaders(reply);
      return reply.status(status).send({ message: status === 414 ? "A path parameter is too long" : "The URL is malformed" });
    },
  });

  const origins = new Set(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    credentials: true,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["authorization", "content-type", "lang", "x-client-id", idempotencyKeyHeader],
    exposedHeaders: Object.values(paginationHeaders),
    maxAge: 600,
  });

  // An empty JSON body is "no body" (the site POSTs /page/{id} without one); bad JSON is a 400, not a 500.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    if (typeof body !== "string" || body.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(new HttpError(400, "Request body is not valid JSON"), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof ValidationError) return reply.status(422).send({ message: error.message, errors: error.errors });
    if (error instanceof HttpError)
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ ...error.details, message: error.message });
    const code = (error as { code?: unknown }).code;
    // Backstops for storage: a duplicate is a conflict, a value PostgreSQL cannot take is the client's error.
    if (code === "23505") return reply.status(409).send({ message: "This record conflicts with an existing one" });
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code))
      return reply.status(400).send({ message: "A value is out of range or malformed" });
    // A body over the call's limit (64 KiB, an image upload 20 MB) is refused with the limit named, read no further.
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      const limit = request.routeOptions.bodyLimit ?? options.bodyLimit;
      const size = limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${Math.floor(limit / 1024)} KB`;
      return reply
        .status(413)
        .header("connection", "close")
        .send({ message: `The request body is too large (at most ${size})` });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error(error);
    console.error(error);
    return reply.status(500).send({ message: "Server error, please try again later" });
  });
  // Headers every answer carries, errors and unknown calls included: the body is JSON and never to be sniffed as
  // anything else, rendered or framed; an answer with tokens or a signed-in user's data is never stored by a cache.
  app.addHook("onSend", async (request, reply, payload) => {
    securityHeaders(reply);
    const config = request.routeOptions.config as { private?: boolean } | undefined;
    if (!reply.hasHeader("cache-control") && (config?.private || request.headers.authorization !== undefined))
      reply.header("cache-control", "no-store");
    return payload;
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No call ${request.method} ${request.url.split("?")[0]}` }));

  // The leads webhook worker runs while the app is ready and stops (its attempt in flight cancelled) when it closes,
  // before the caller closes the database.
  const delivery = options.leadWebhook ? new LeadDeliveryWorker(options.database, options.leadWebhook) : null;
  if (delivery) {
    app.addHook("onReady", async () => delivery.start());
    app.addHook("onClose", async () => delivery.stop());
  }

  // Account e-mails leave through the outbox and the fake file mailbox (src/mail/file-mailbox.ts).
  const mail = new MailWorker(options.database, fileMailbox(options.mailDir));
  app.addHook("onReady", async () => mail.start());
  app.addHook("onClose", async () => mail.stop());

  // Publications reach the site's cache through the revalidation outbox (src/revalidation/); without REVALIDATE_URL
  // the rows wait in the outbox.
  const revalidation = options.revalidation ? new RevalidationWorker(options.database, options.revalidation) : null;
  if (revalidation) {
    app.addHook("onReady", async () => revalidation.start());
    app.addHook("onClose", async () => revalidation.stop());
  }

  // Scheduled drafts go live at their time (src/pages/schedule-publisher.ts).
  const schedule = new SchedulePublisher(options.database, options.clock);
  app.addHook("onReady", async () => schedule.start());
  app.addHook("onClose", async () => schedule.stop());

  const routes: RouteSpec[] = [
    ...siteSettingRoutes,
    ...pageRoutes,
    ...categoryRoutes,
    ...authRoutes(options, mail),
    ...accountRoutes(options, mail),
    ...securityRoutes(options),
    ...emailChangeRoutes(options, mail),
    ...adminTagRoutes,
    ...pageAuthoringRoutes,
    ...categoryAuthoringRoutes,
    ...tariffAuthoringRoutes,
    ...landingConfigAuthoringRoutes,
    ...pageDeskRoutes,
    ...leadRoutes(options, delivery),
    ...adminLeadRoutes(delivery),
    ...inviteRoutes,
    ...vitalRoutes(),
    ...mediaRoutes,
  ];
  registerRoutes(app, options, routes);
  const document = openApiDocument(routes);
  app.get("/openapi.json", async () => document);
  return app;
}
