import { ASTNode, FragmentDefinitionNode, GraphQLError, Kind, ValidationContext, ValidationRule } from 'graphql';

/** Refuses operations nested deeper than maxDepth (fragments followed), before any resolver runs. */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (depth > maxDepth) return depth;
      switch (node.kind) {
        case Kind.FIELD: {
          if (!node.selectionSet) return depth;
          return Math.max(...node.selectionSet.selections.map((s) => depthOf(s, depth + 1, seen)));
        }
        case Kind.FRAGMENT_SPREAD: {
          const fragment = fragments.get(node.name.value);
          if (!fragment || seen.has(node.name.value)) return depth;
          return depthOf(fragment, depth, new Set(seen).add(node.name.value));
        }
        case Kind.INLINE_FRAGMENT:
        case Kind.FRAGMENT_DEFINITION:
        case Kind.OPERATION_DEFINITION:
          return Math.max(0, ...node.selectionSet.selections.map((s) => depthOf(s, depth, seen)));
        default:
          return depth;
      }
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node, 0, new Set()) > maxDepth) {
          context.reportError(new GraphQLError(`The query is nested deeper than ${maxDepth} levels.`, { extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}

/**
 * A simple cost limit: refuses operations selecting more than maxFields fields in all (fragments
 * expanded, aliases counted), so one request cannot ask for the same work a thousand times.
 */
export function fieldCountLimit(maxFields: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const count = (node: ASTNode, seen: Set<string>, budget: { left: number }): void => {
      if (budget.left < 0) return;
      switch (node.kind) {
        case Kind.FIELD:
          budget.left -= 1;
          node.selectionSet?.selections.forEach((s) => count(s, seen, budget));
          return;
        case Kind.FRAGMENT_SPREAD: {
          const fragment = fragments.get(node.name.value);
          if (fragment && !seen.has(node.name.value)) count(fragment, new Set(seen).add(node.name.value), budget);
          return;
        }
        case Kind.INLINE_FRAGMENT:
        case Kind.FRAGMENT_DEFINITION:
        case Kind.OPERATION_DEFINITION:
          node.selectionSet.selections.forEach((s) => count(s, seen, budget));
          return;
        default:
          return;
      }
    };
    return {
      OperationDefinition(node) {
        const budget = { left: maxFields };
        count(node, new Set(), budget);
        if (budget.left < 0) {
          context.reportError(new GraphQLError(`The query selects more than ${maxFields} fields.`, { extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}
