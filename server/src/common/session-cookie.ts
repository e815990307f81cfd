/** The session cookie's name: set by the session middleware, cleared at sign-out, looked for by the access guard. */
export const SESSION_COOKIE = 'sid';
