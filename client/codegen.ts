import type { CodegenConfig } from '@graphql-codegen/cli';

// scripts/codegen-check.mjs points this at a temporary file to compare with the committed one.
const output = process.env.CODEGEN_OUTPUT ?? 'src/gql/generated.ts';

const config: CodegenConfig = {
  overwrite: true,
  // Printed by the server from its code-first types (`npm run schema:print`), committed.
  schema: '../schema.graphql',
  documents: 'src/**/*.graphql',
  generates: {
    [output]: {
      // typescript-operations 6 writes the input and enum types the operations use by itself;
      // adding the `typescript` plugin would declare them twice (and every unused schema type).
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
