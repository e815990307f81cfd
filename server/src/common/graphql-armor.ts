import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { DocumentNode, GraphQLError, Kind, validate, ValidationRule, visit } from 'graphql';

/**
 * The limits every GraphQL operation passes before a resolver runs. Introspection (`__schema`,
 * what GraphiQL, Apollo Sandbox, Postman, Altair and codegen send) is left out of depth and cost:
 * who may introspect is decided by `adminOnlyIntrospection`.
 */
export const GRAPHQL_LIMITS = {
  /** Fields from the root, the root field being 1 (the old hand-written limit's 10 levels below it). */
  depth: 11,
  /** Armor's cost: 2 per object and 1 per scalar, x1.5 per level, times `first:`/`last:` of a list. */
  cost: 20_000,
  aliases: 15,
  directives: 50,
  tokens: 2_000,
} as const;

/** Counted while parsing, before any validation: too long a document is a 400 parse error. */
export const GRAPHQL_PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.tokens };

const numbersIn = (message: string) => (message.match(/\d+/g) ?? []).map(Number);

const costMessage = (found: number | undefined) =>
  `The query asks for too much at once (cost ${found ?? 'over'} of at most ${GRAPHQL_LIMITS.cost}); ask for fewer items or fields per request.`;

/** Armor's own messages start with "Syntax Error:" and name its internals; callers get plain words instead. */
const reportAs =
  (describe: (found: number | undefined) => string): GraphQLArmorRejectCallback =>
  (context, error) => {
    const found = numbersIn(error.message)[1];
    context?.reportError(new GraphQLError(describe(found)));
  };

export function graphqlArmor(): { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] } {
  const quiet = { propagateOnRejection: false, exposeLimits: true } as const;
  const armor = new ApolloArmor({
    maxDepth: {
      ...quiet,
      n: GRAPHQL_LIMITS.depth,
      ignoreIntrospection: true,
      // A fragment spread is not a level of its own: depth is what the answer's nesting would be.
      flattenFragments: true,
      onReject: [reportAs(() => `The query is nested deeper than ${GRAPHQL_LIMITS.depth} levels.`)],
    },
    costLimit: {
      ...quiet,
      maxCost: GRAPHQL_LIMITS.cost,
      ignoreIntrospection: true,
      flattenFragments: true,
      onReject: [reportAs(costMessage)],
    },
    maxAliases: {
      ...quiet,
      n: GRAPHQL_LIMITS.aliases,
      onReject: [reportAs(() => `The query uses more than ${GRAPHQL_LIMITS.aliases} aliases.`)],
    },
    maxDirectives: {
      ...quiet,
      n: GRAPHQL_LIMITS.directives,
      onReject: [reportAs(() => `The query uses more than ${GRAPHQL_LIMITS.directives} directives.`)],
    },
    // Armor's Apollo token plugin throws from parsingDidStart, which Apollo answers with a 500;
    // graphql-js's own parser limit (GRAPHQL_PARSE_OPTIONS) refuses the same documents with a 400.
    maxTokens: { enabled: false },
    // Armor's mask misses `Did you mean the enum value …` and leaves "[Suggestion hidden]" behind:
    // formatGraphqlError (and the socket's hooks) drop every hint instead (common/errors/no-suggestions.ts).
    blockFieldSuggestion: { enabled: false },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins: [...plugins, listSizesFromVariables()], validationRules };
}

const LIST_SIZE_ARGUMENTS = new Set(['first', 'last']);

/** The document with `first: $n` / `last: $n` replaced by the value the caller sent for `$n`. */
function withListSizes(document: DocumentNode, variables: Record<string, unknown>): DocumentNode {
  return visit(document, {
    [Kind.ARGUMENT]: (node) => {
      if (!LIST_SIZE_ARGUMENTS.has(node.name.value) || node.value.kind !== Kind.VARIABLE) return undefined;
      const value = variables[node.value.name.value];
      if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
      return { ...node, value: { kind: Kind.INT, value: String(value) } };
    },
  });
}

/**
 * Validation sees only the document, so armor counts `first: 200` but not `first: $n` with n = 200,
 * the way every real client asks. Once the variables are known, the cost is counted again with them.
 */
function listSizesFromVariables(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema }) {
          const variables = request.variables ?? {};
          if (!Object.keys(variables).length) return;
          let refusal: GraphQLError | undefined;
          const rule = costLimitRule({
            maxCost: GRAPHQL_LIMITS.cost,
            ignoreIntrospection: true,
            flattenFragments: true,
            propagateOnRejection: false,
            onReject: [
              (_, error) => {
                refusal = new GraphQLError(costMessage(numbersIn(error.message)[1]), {
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
                });
              },
            ],
          });
          validate(schema, withListSizes(document, variables), [rule]);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
