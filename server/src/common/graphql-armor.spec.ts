import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { GRAPHQL_LIMITS, graphqlArmor } from './graphql-armor';

const root = join(__dirname, '..', '..', '..');
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const rules = [...specifiedRules, ...graphqlArmor().validationRules];
const errorsOf = (query: string) => validate(schema, parse(query), rules).map((e) => e.message);

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

describe('GraphQL limits (graphql-armor)', () => {
  it('let every operation the client sends through', () => {
    const files = graphqlFiles(join(root, 'client', 'src'));
    expect(files.length).toBeGreaterThan(20);
    // Fragments may live in other files: validate all documents as one.
    const all = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(errorsOf(all)).toEqual([]);
  });

  it('let the standard introspection query through, as every GraphQL tool sends it', () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    const everything = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    expect(errorsOf(everything)).toEqual([]);
  });

  it('count list sizes: many copies of a long list are refused, one is fine', () => {
    const page = (first: number) =>
      `transactions(first: ${first}) { edges { cursor node { id title amount status date } } pageInfo { hasNextPage endCursor } }`;
    expect(errorsOf(`{ ${page(200)} }`)).toEqual([]);
    const bomb = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${page(200)}`).join(' ')} }`;
    const tenCopies = errorsOf(bomb(10));
    expect(tenCopies).toHaveLength(1);
    expect(tenCopies[0]).toMatch(/^The query asks for too much at once \(cost \d+ of at most 20000\)/);
    // 124 aliases: refused for the aliases and for the cost.
    expect(errorsOf(bomb(124))).toEqual(
      expect.arrayContaining([`The query uses more than ${GRAPHQL_LIMITS.aliases} aliases.`, expect.stringMatching(/^The query asks for too much at once/)]),
    );
  });

  it('refuse deep nesting, through fragments too, in plain words', () => {
    // Levels are fields from the root: __type is 1, fields 2, type 3, then ofType ... down to `name`.
    const nested = (levels: number) => {
      let inner = 'name';
      for (let i = 0; i < levels - 4; i++) inner = `ofType { ${inner} }`;
      return `{ __type(name: "User") { fields { type { ${inner} } } } }`;
    };
    expect(errorsOf(nested(GRAPHQL_LIMITS.depth))).toEqual([]);
    expect(errorsOf(nested(GRAPHQL_LIMITS.depth + 1))).toEqual([`The query is nested deeper than ${GRAPHQL_LIMITS.depth} levels.`]);
    const viaFragments =
      `query { __type(name: "User") { ...T0 } } ` +
      Array.from({ length: 12 }, (_, i) => `fragment T${i} on __Type { ofType { name ${i < 11 ? `...T${i + 1}` : ''} } }`).join(' ');
    expect(errorsOf(viaFragments)).toContain(`The query is nested deeper than ${GRAPHQL_LIMITS.depth} levels.`);
  });

  it('refuse too many directives', () => {
    const query = `{ me { id ${Array.from({ length: 60 }, () => '@include(if: true)').join(' ')} } }`;
    expect(errorsOf(query)).toContain(`The query uses more than ${GRAPHQL_LIMITS.directives} directives.`);
  });
});
