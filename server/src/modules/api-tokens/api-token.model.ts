import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

/** What a token may do. The values are the scope names integrators see (`admin:read`); GraphQL spells them READ, ADMIN_READ... */
export enum ApiScope {
  READ = 'read',
  WRITE = 'write',
  ADMIN_READ = 'admin:read',
  ADMIN_WRITE = 'admin:write',
}

registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What an API token may do.',
  valuesMap: {
    READ: { description: "Read the user's own data: GraphQL queries and REST GETs." },
    WRITE: { description: "The user's own changes and money calls: GraphQL mutations and state-changing REST calls." },
    ADMIN_READ: { description: "Staff only (admins and support): the console's reads." },
    ADMIN_WRITE: { description: "Admins only: the console's changes (approvals, edits)." },
  },
});

@ObjectType('ApiToken', { description: 'A personal API token, as its list shows it (never the token itself).' })
export class ApiTokenModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => [ApiScope]) scopes: ApiScope[];
  @Field({ description: 'The last four characters of the token, to tell tokens apart.' }) hint: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the token was last used (kept to the minute).' }) lastUsedAt: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the token stops working; null: never.' }) expiresAt: Date | null;
}

@ObjectType('NewApiToken', { description: 'A token just created: `token` is shown this once and cannot be read again.' })
export class NewApiTokenModel {
  @Field(() => ID) id: string;
  @Field({ description: 'The bearer token (`Authorization: Bearer <token>`); only its hash is stored.' }) token: string;
}
