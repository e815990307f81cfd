import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { toMoney } from '../money';

const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;

function parse(value: unknown): string {
  if (typeof value !== 'string' || !MONEY.test(value.trim())) {
    // A GraphQLError, not a TypeError: graphql-js then reports it as the request's own mistake (400
    // with this message) rather than as a crash the error formatter must hide.
    throw new GraphQLError('Money must be a string with at most 2 decimals, e.g. "1234.50".');
  }
  return toMoney(value.trim());
}

/** USD with 2 decimals on the wire as a string; never a float. */
export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  description: 'A USD amount with 2 decimals, serialised as a string, e.g. "1234.50".',
  serialize: (value) => toMoney(value as string),
  parseValue: parse,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parse(ast.value) : parse(undefined)),
});
