// The Auth.js instance (lazy: configuration is read per request). Only the /api/auth route and the
// GitHub sign-in action use it; reading sessions goes through current-actor.ts.
import NextAuth from "next-auth";
import { buildAuthConfig } from "./auth-config";

export const { handlers, signIn } = NextAuth(() => buildAuthConfig());
