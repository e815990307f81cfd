import type { GraphQLScalarType } from 'graphql';

/** graphql-upload's `Upload` scalar (multipart file fields), the one instance the schema and the resolvers share. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- graphql-upload ships only ES modules; this CommonJS app loads them with require(esm)
export const GraphQLUpload: GraphQLScalarType = require('graphql-upload/GraphQLUpload.mjs').default;
