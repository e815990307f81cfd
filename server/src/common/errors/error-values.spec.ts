import type { ArgumentsHost } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { badInput } from './domain-error';
import { formatGraphqlError } from './format-graphql-error';
import { RestExceptionFilter } from './rest-exception.filter';

function withValues() {
  const error = badInput('The minimum deposit is 500.00 USD.', 'BELOW_MINIMUM');
  error.values = { amount: '500.00' };
  return error;
}

function graphql(error: Error) {
  const wrapped = new GraphQLError(error.message, { originalError: error });
  return formatGraphqlError(wrapped.toJSON(), wrapped);
}

function rest(error: Error) {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    setHeader: () => undefined,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new RestExceptionFilter().catch(error, host);
  return sent;
}

describe('the figures a refusal names', () => {
  it('go next to the code in GraphQL extensions, the existing fields unchanged', () => {
    expect(graphql(withValues()).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'BELOW_MINIMUM', values: { amount: '500.00' } });
  });

  it('go next to the code in a REST body, the existing fields unchanged', () => {
    expect(rest(withValues())).toEqual({
      status: 400,
      body: { status: 'error', message: 'The minimum deposit is 500.00 USD.', code: 'BELOW_MINIMUM', values: { amount: '500.00' } },
    });
  });

  it('are left out when a refusal names none', () => {
    const plain = badInput('Plan not found.', 'PLAN_NOT_FOUND');
    expect(graphql(plain).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'PLAN_NOT_FOUND' });
    expect(rest(plain).body).toEqual({ status: 'error', message: 'Plan not found.', code: 'PLAN_NOT_FOUND' });
  });
});
