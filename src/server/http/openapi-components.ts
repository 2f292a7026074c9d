/**
 * The component schemas an OpenAPI document keeps: those its paths reference, directly or
 * through other components, listed by name. zod registers every schema with an id in one
 * process-wide registry as its module loads, and the document generator lists the whole
 * registry (each schema once as input, once as output); so without this the document would
 * carry schemas no route uses, and which ones, in what order, would depend on what else the
 * process had imported.
 */
const REF_PREFIX = '#/components/schemas/';

type WithComponents = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

export function onlyReferencedComponents<T extends WithComponents>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(REF_PREFIX)) {
        const id = inner.slice(REF_PREFIX.length);
        if (!used.has(id)) {
          used.add(id);
          visit(schemas[id]);
        }
      } else {
        visit(inner);
      }
    }
  };
  visit(document.paths);
  const kept = Object.keys(schemas)
    .filter((id) => used.has(id))
    .sort()
    .map((id) => [id, schemas[id]] as const);
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(kept) },
  };
}
