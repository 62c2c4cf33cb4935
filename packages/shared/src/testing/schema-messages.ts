import ts from 'typescript';

/**
 * Every message the shared zod schemas can produce, read from their TypeScript sources (used by
 * the web and the server translation guards). Messages are the string
 * at the message position of a check (`.min(1, 'msg')`, `.int('msg')`, `.refine(fn, 'msg')`) and
 * every `error:` / `message:` property outside an object shape. Constants, `as const` objects and
 * template literals are resolved; a message that cannot be resolved throws, so a new way of
 * writing messages makes the guard fail instead of passing silently.
 */
export function schemaMessages(files: { path: string; text: string }[]): Set<string> {
  // The API reference's examples are answers, not schemas: their `error: null` is no message.
  const sources = files
    .filter((f) => !EXAMPLES_FILE.test(f.path))
    .map((f) => ts.createSourceFile(f.path, f.text, ts.ScriptTarget.Latest, true));
  const constants = new Map<string, ts.Expression>();
  for (const source of sources) collectConstants(source, constants);
  const messages = new Set<string>();
  for (const source of sources) {
    const where = (node: ts.Node) =>
      `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const add = (node: ts.Expression) => {
      const value = resolve(node, constants);
      if (typeof value !== 'string') throw new Error(`Unresolvable message at ${where(node)}`);
      messages.add(value);
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        isZodChain(node.expression.expression, constants)
      ) {
        const index = MESSAGE_ARGUMENT[node.expression.name.text];
        const argument = index === undefined ? undefined : node.arguments[index];
        if (argument && !ts.isObjectLiteralExpression(argument)) add(argument);
      }
      if (ts.isObjectLiteralExpression(node) && !isObjectShape(node)) {
        for (const property of node.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            (property.name.text === 'error' || property.name.text === 'message')
          ) {
            add(property.initializer);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return messages;
}

const EXAMPLES_FILE = /(^|[/\\])(api-)?examples\.ts$/;

/** Which argument of a zod check carries its message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  int: 0,
  positive: 0,
  negative: 0,
  nonnegative: 0,
  nonpositive: 0,
  nonempty: 0,
  email: 0,
  url: 0,
  uuid: 0,
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  regex: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  refine: 1,
};

const SHAPE_BUILDERS = new Set(['object', 'strictObject', 'looseObject', 'extend', 'safeExtend']);

/** `z.object({ message: ... })`: the keys are field names, not messages. */
function isObjectShape(node: ts.ObjectLiteralExpression): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    SHAPE_BUILDERS.has(call.expression.name.text)
  );
}

/** `z.string().min(...)`, or a chain on a constant or helper that is one (`tonSchema.min(...)`). */
function isZodChain(node: ts.Expression, constants: Map<string, ts.Expression>): boolean {
  let root = node;
  while (ts.isCallExpression(root) || ts.isPropertyAccessExpression(root)) root = root.expression;
  if (!ts.isIdentifier(root)) return false;
  if (root.text === 'z') return true;
  const value = constants.get(root.text);
  // A schema helper such as `numeric = (inner) => z.preprocess(...)` counts as zod too.
  const schema = value && ts.isArrowFunction(value) && !ts.isBlock(value.body) ? value.body : value;
  return schema !== undefined && schema !== node && isZodChain(schema, constants);
}

function collectConstants(source: ts.SourceFile, constants: Map<string, ts.Expression>): void {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
}

function resolve(
  node: ts.Expression,
  constants: Map<string, ts.Expression>,
): string | number | ts.ObjectLiteralExpression | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return resolve(node.expression, constants);
  }
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value && resolve(value, constants);
  }
  if (ts.isPropertyAccessExpression(node)) {
    const owner = resolve(node.expression, constants);
    if (typeof owner !== 'object') return undefined;
    const property = owner.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === node.name.text,
    );
    return property && resolve(property.initializer, constants);
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = resolve(span.expression, constants);
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
      text += String(value) + span.literal.text;
    }
    return text;
  }
  return undefined;
}
