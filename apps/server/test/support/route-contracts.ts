import { errorBodySchema } from '@routelab/shared';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** One answer as a client received it. */
export interface Answer {
  method: string;
  /** The path asked for (a query string is ignored). */
  path: string;
  status: number;
  /** The media type, without parameters ('' when the answer has none). */
  mediaType: string;
  /** The parsed JSON when the answer is JSON, else its text. */
  body: unknown;
}

/** A response as a route declares it: a zod schema, or one per media type (`content`). */
type DeclaredResponse = z.ZodType | { content?: Record<string, { schema?: unknown }> };

interface DeclaredRoute {
  method: string;
  url: string;
  segments: string[];
  /** Hidden from the OpenAPI document (its own routes, Swagger UI's files) or a test's: no contract. */
  unchecked: boolean;
  responses: Record<string, DeclaredResponse>;
}

/** Static segments beat parameters, which beat a wildcard (find-my-way's order). */
const segmentRank = (segment: string) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0);

/**
 * The response contracts of a running app: every route's method, URL and declared response
 * schemas (collected by `onRoute` as the composition root adds them), and the check of an answer
 * against them. An answer a route declares for its status must parse with that schema and carry
 * no field it does not name; any other JSON error must be one of the error shapes (`{detail}` or
 * field messages), and JSON success with no schema is a contract the route forgot to declare.
 * Other answers without a schema (HTML pages, text, files) are not checked.
 */
export class RouteContracts {
  private readonly routes: DeclaredRoute[] = [];
  private testRoutes = false;

  /** For createRouteLab's `onRoute`. */
  readonly onRoute = (route: RouteOptions): void => {
    const response = (route.schema?.response ?? {}) as Record<string, DeclaredResponse>;
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    for (const method of [route.method].flat()) {
      this.routes.push({
        method,
        url: route.url,
        segments: route.url.split('/'),
        unchecked: hidden || this.testRoutes,
        responses: response,
      });
    }
  };

  /** Routes added from now on are a test's own (no contract of the app); their errors still are. */
  testRoutesFollow(): void {
    this.testRoutes = true;
  }

  /** Throws, naming the route, the status and zod's issues, when the answer breaks its contract. */
  check(answer: Answer): void {
    const route = this.routeOf(answer.method, answer.path);
    if (route?.unchecked && answer.status < 300) return;
    const declared = route && !route.unchecked ? this.declaredSchema(route, answer) : undefined;
    const where = `${answer.method} ${route?.url ?? answer.path} answered ${answer.status}`;
    const json = answer.mediaType === 'application/json';
    if (declared === 'missing' || (!declared && json && answer.status < 300)) {
      throw new Error(`${where} as ${answer.mediaType || 'no media type'}: no schema declared`);
    }
    const schema = declared ?? (json ? errorBodySchema : null);
    if (!schema) return;
    const result = schema.safeParse(answer.body === '' ? undefined : answer.body);
    if (!result.success) {
      throw new Error(
        `${where}; the body breaks its ${declared ? 'declared schema' : 'error shape'}:\n` +
          `${z.prettifyError(result.error)}\nbody: ${JSON.stringify(answer.body)?.slice(0, 2000)}`,
      );
    }
    // zod drops fields a schema does not name; the web, parsing with it, would never see them.
    const undeclared = declared ? undeclaredFields(answer.body, result.data, '') : [];
    if (undeclared.length > 0) {
      throw new Error(
        `${where} with fields its declared schema does not name: ${undeclared.join(', ')}\n` +
          `body: ${JSON.stringify(answer.body)?.slice(0, 2000)}`,
      );
    }
  }

  /** The route that answers this method and path, as Fastify's router would pick it. */
  private routeOf(method: string, path: string): DeclaredRoute | undefined {
    const segments = path.split('?')[0]!.split('/');
    const matching = this.routes.filter(
      (route) => route.method === method && matches(route.segments, segments),
    );
    return matching.sort((a, b) => compareRoutes(a.segments, b.segments))[0];
  }

  /**
   * The schema the route declares for the answer's status and media type: undefined when it
   * declares none for the status, 'missing' when it declares others for the media type.
   */
  private declaredSchema(route: DeclaredRoute, answer: Answer): z.ZodType | 'missing' | undefined {
    const status = String(answer.status);
    const response =
      route.responses[status] ?? route.responses[`${status[0]}xx`] ?? route.responses.default;
    if (response === undefined) return undefined;
    if (response instanceof z.ZodType) return response;
    const content = Object.entries(response.content ?? {});
    const schema = content.find(([type]) => mediaTypeOf(type) === answer.mediaType)?.[1].schema;
    if (schema instanceof z.ZodType) return schema;
    return content.length === 0 ? undefined : 'missing';
  }
}

/** `text/csv; charset=utf-8` -> `text/csv`. */
export const mediaTypeOf = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Reads a fetch answer as the console would (its text; the JSON parsed, anything else as the
 * text) and checks it against the route's contract; `path` is what was asked for. Answers that
 * were redirected elsewhere are not checked, nor any when no contracts are given.
 */
export async function readChecked(
  contracts: RouteContracts | null,
  method: string,
  path: string,
  response: Response,
): Promise<{ body: unknown; text: string }> {
  const text = await response.text();
  const mediaType = mediaTypeOf(response.headers.get('content-type'));
  const body: unknown = mediaType === 'application/json' && text ? JSON.parse(text) : text;
  if (contracts && !response.redirected) {
    contracts.check({ method, path, status: response.status, mediaType, body });
  }
  return { body, text };
}

/** Paths of the fields in `given` that the parsed value lost (`.results[].extra`). */
function undeclaredFields(given: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(given) && Array.isArray(parsed)) {
    return [...new Set(given.flatMap((item, i) => undeclaredFields(item, parsed[i], `${at}[]`)))];
  }
  if (!isRecord(given) || !isRecord(parsed)) return [];
  return Object.keys(given).flatMap((key) =>
    key in parsed ? undeclaredFields(given[key], parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function matches(pattern: string[], path: string[]): boolean {
  for (const [index, segment] of pattern.entries()) {
    if (segment === '*') return true;
    const given = path[index];
    if (given === undefined) return false;
    if (segment.startsWith(':') ? given === '' : segment !== given) return false;
  }
  return pattern.length === path.length;
}

function compareRoutes(a: string[], b: string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = segmentRank(a[index]!) - segmentRank(b[index]!);
    if (difference !== 0) return difference;
  }
  return 0;
}
