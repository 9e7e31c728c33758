import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@dealer/schema';
import { AppError } from '../common/errors.js';

/** The most fields on one path of a query, the leaf included; the pages need at most 4. */
export const MAX_DEPTH = 10;
/** Introspection nests deeper (GraphiQL's own query reaches 14) and is bounded by the schema. */
export const MAX_INTROSPECTION_DEPTH = 20;
/**
 * The most a query may cost: every selected field costs one for each object it is read on, so a
 * list of 100 trucks with all 25 fields costs about 2,600.
 */
export const MAX_COST = 10_000;
/** What a list without a `limit` argument is assumed to hold. */
const UNBOUNDED_LIST_SIZE = 10;

/** A literal limit counts as given; a variable's value is not known yet, so it counts as the most allowed. */
function limitOf(field: FieldNode): number {
  const value = field.arguments?.find((a) => a.name.value === 'limit')?.value;
  if (value?.kind === Kind.INT) return Math.max(1, Math.min(Number(value.value), MAX_PAGE_SIZE));
  if (value?.kind === Kind.VARIABLE) return MAX_PAGE_SIZE;
  return DEFAULT_PAGE_SIZE;
}

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  typeNamed(name: string): GraphQLNamedType | undefined;
  cost: number;
  maxCost: number;
  introspectionDepth: number;
}

/** How a selection is read: `multiplier` times; `pageSize` is a page field's limit for the list inside it. */
interface Scope {
  multiplier: number;
  pageSize?: number;
  /** Inside __schema or __type, where fields cost one each and lists do not multiply. */
  introspection: boolean;
  fragmentsSeen: ReadonlySet<string>;
}

/**
 * The depth of a selection, adding its cost to `walk.cost` on the way. Stops counting once over
 * the budget, so a hostile document costs little work.
 */
function measure(walk: Walk, set: SelectionSetNode, parent: GraphQLNamedType, scope: Scope): number {
  let depth = 0;
  for (const selection of set.selections) {
    if (walk.cost > walk.maxCost) break;
    if (selection.kind === Kind.FIELD) {
      walk.cost += scope.multiplier;
      const name = selection.name.value;
      const introspects = name === '__schema' || name === '__type';
      const field = introspects
        ? { __schema: SchemaMetaFieldDef, __type: TypeMetaFieldDef }[name]
        : isObjectType(parent) || isInterfaceType(parent)
          ? parent.getFields()[name]
          : undefined;
      // Unknown fields are reported by another rule.
      if (!field || !selection.selectionSet) {
        depth = Math.max(depth, 1);
        continue;
      }
      const inner = getNamedType(field.type);
      if (introspects) {
        const introspection = { multiplier: 1, introspection: true, fragmentsSeen: scope.fragmentsSeen };
        walk.introspectionDepth = Math.max(walk.introspectionDepth, 1 + measure(walk, selection.selectionSet, inner, introspection));
        depth = Math.max(depth, 1);
        continue;
      }
      const next: Scope = { ...scope };
      if (!scope.introspection) {
        const isList = isListType(getNullableType(field.type));
        const takesLimit = field.args.some((a) => a.name === 'limit');
        if (takesLimit && isList) next.multiplier *= limitOf(selection);
        else if (takesLimit) next.pageSize = limitOf(selection);
        else if (isList) {
          next.multiplier *= scope.pageSize ?? UNBOUNDED_LIST_SIZE;
          next.pageSize = undefined;
        }
      }
      depth = Math.max(depth, 1 + measure(walk, selection.selectionSet, inner, next));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.typeNamed(selection.typeCondition.name.value) : parent;
      depth = Math.max(depth, measure(walk, selection.selectionSet, type ?? parent, scope));
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // A cycle is reported by the standard NoFragmentCycles rule; here it only must not loop.
      if (!fragment || scope.fragmentsSeen.has(name)) continue;
      const type = walk.typeNamed(fragment.typeCondition.name.value) ?? parent;
      depth = Math.max(depth, measure(walk, fragment.selectionSet, type, { ...scope, fragmentsSeen: new Set(scope.fragmentsSeen).add(name) }));
    }
  }
  return depth;
}

function limitError(message: string, code: string, node: GraphQLError['nodes']) {
  // Apollo replaces extensions.code of validation errors; formatError restores it from the original.
  return new GraphQLError(message, { nodes: node, originalError: new AppError(message, code, 400) });
}

/** A validation rule refusing operations deeper than `maxDepth` or costlier than `maxCost`. */
export function queryLimits(maxDepth = MAX_DEPTH, maxCost = MAX_COST): ValidationRule {
  return (context) => {
    const schema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const root = schema.getRootType(operation.operation);
        if (!root) return;
        const walk: Walk = { fragments, typeNamed: (name) => schema.getType(name) ?? undefined, cost: 0, maxCost, introspectionDepth: 0 };
        const depth = measure(walk, operation.selectionSet, root, { multiplier: 1, introspection: false, fragmentsSeen: new Set() });
        if (walk.cost > maxCost) {
          context.reportError(limitError(`Query is too complex: it costs more than ${maxCost}; ask for fewer fields or smaller pages`, 'QUERY_TOO_COMPLEX', [operation]));
        } else if (depth > maxDepth || walk.introspectionDepth > MAX_INTROSPECTION_DEPTH) {
          const [levels, allowed] = depth > maxDepth ? [depth, maxDepth] : [walk.introspectionDepth, MAX_INTROSPECTION_DEPTH];
          context.reportError(limitError(`Query is too deep: ${levels} levels, at most ${allowed} allowed`, 'QUERY_TOO_DEEP', [operation]));
        }
      },
    };
  };
}
