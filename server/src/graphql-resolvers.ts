import { AuthResolver } from './modules/auth/auth.resolver';
import { ContactResolver } from './modules/contact/contact.resolver';
import { UsersResolver } from './modules/users/users.resolver';
import { MailResolver } from './modules/mail/mail.resolver';

/** Every resolver class, for printing schema.graphql without a database. A test checks the print matches the running app. */
export const GRAPHQL_RESOLVERS = [AuthResolver, UsersResolver, ContactResolver, MailResolver];
