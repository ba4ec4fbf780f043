// The Auth.js instance (lazy: configuration is read per request) for the sign-in actions (GitHub,
// OpenID Connect). The /api/auth route calls Auth.js itself (handle-authjs-request.ts); reading
// sessions goes through current-actor.ts.
import NextAuth from "next-auth";
import { buildAuthConfig } from "./auth-config";

export const { signIn } = NextAuth(() => buildAuthConfig());
