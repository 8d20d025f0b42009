/** The parts of the served OpenAPI document the tests read. */
export interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; description?: string }>;
}
export interface OpenApiDocument {
  openapi: string;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, unknown>; schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** `/api/plans/:id` as the document writes it: `/api/plans/{id}`. */
export const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

export function operationOf(doc: OpenApiDocument, method: string, url: string): Operation | undefined {
  return doc.paths[documentPath(url)]?.[method.toLowerCase()];
}

/** The statuses a route documents, as numbers. */
export function documentedStatuses(doc: OpenApiDocument, method: string, url: string): number[] {
  return Object.keys(operationOf(doc, method, url)?.responses ?? {}).map(Number);
}
