import express, { RequestHandler } from 'express';
import { HTTP_STATUS_BY_KIND } from '../common/errors/domain-error';
import { toDomainError } from '../common/errors/to-domain-error';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES module without a CommonJS build: require(esm) is how this CommonJS app loads it
const graphqlUploadExpress = require('graphql-upload/graphqlUploadExpress.mjs').default;

/** Largest file any upload accepts (deposit screenshots); each use checks its own, smaller limit too. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Deeper bodies than any form of ours are refused before anything walks them (recursion limits). */
export const MAX_BODY_DEPTH = 32;

/** Runs a middleware and answers its errors (bad JSON, too large) in the API's error shape. */
function guarded(middleware: RequestHandler): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      if (!error) return next();
      const domain = toDomainError(error);
      res.status(HTTP_STATUS_BY_KIND[domain.kind]).json({ status: 'error', message: domain.message, code: domain.code });
    });
}

function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    if (node && typeof node === 'object') for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const limitBodyDepth: RequestHandler = (req, res, next) => {
  if (req.body && typeof req.body === 'object' && depthOf(req.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    res.status(400).json({ status: 'error', message: 'The request body is nested too deeply.', code: 'BAD_USER_INPUT' });
    return;
  }
  next();
};

/** JSON and form bodies (100 kB), then the depth limit; their errors answered in the API's shape. */
export function bodyParsers(): RequestHandler[] {
  return [guarded(express.json({ limit: '100kb' })), guarded(express.urlencoded({ extended: false, limit: '100kb' })), limitBodyDepth];
}

/** Multipart GraphQL requests (file uploads) for /graphql. */
export function graphqlUploads(): RequestHandler {
  return guarded(graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 3 }));
}
