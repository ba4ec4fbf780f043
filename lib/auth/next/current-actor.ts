// The signed-in user for pages and server actions (no Request object there): reads the session
// cookie through next/headers and resolves it like the API wrapper does. Once per render (React
// cache): the root layout and the page both ask, and a signed-in lookup is a database query.
import { cookies } from "next/headers";
import { cache } from "react";
import type { Actor } from "../actor";
import { sessionActor } from "../sessions/session-actor";
import { sessionCookieName } from "../sessions/session-cookie";

export const getCurrentActor = cache(async (): Promise<Actor | null> => {
  const sessionToken = (await cookies()).get(sessionCookieName())?.value;
  return sessionToken ? sessionActor({ sessionToken }) : null;
});
