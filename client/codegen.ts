import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The server prints its schema to the repository root. Until that file exists the client
// builds against the agreed contract kept beside this file.
const schema = existsSync('../schema.graphql') ? '../schema.graphql' : './schema.contract.graphql';

// scripts/codegen-check.mjs points this at a temporary file to compare with the committed one.
const output = process.env.CODEGEN_OUTPUT ?? 'src/gql/generated.ts';

const config: CodegenConfig = {
  overwrite: true,
  schema,
  documents: 'src/**/*.graphql',
  generates: {
    [output]: {
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        withHooks: true,
        scalars: {
          Money: 'string',
          DateTime: 'string',
          Upload: 'File',
        },
      },
    },
  },
};

export default config;
