// The URLs a verification hands out, all on this hub: the skill page, its security tab for one
// version, the Skill Card, the signed statement and the keys that verify it.
export function skillLinks(baseUrl: string, owner: string, slug: string, version: string) {
  const base = baseUrl.replace(/\/+$/, "");
  const page = `${base}/${encodeURIComponent(owner)}/${encodeURIComponent(slug)}`;
  const v = encodeURIComponent(version);
  const card = new URL(`${base}/api/v1/skills/${encodeURIComponent(slug)}/card`);
  card.searchParams.set("ownerHandle", owner);
  card.searchParams.set("version", version);
  return {
    page,
    publisher: `${base}/${encodeURIComponent(owner)}`,
    securityAudit: `${page}/security?version=${v}`,
    card: card.toString(),
    attestation: `${base}/api/v1/skills/${encodeURIComponent(slug)}/versions/${v}/attestation`,
    keys: `${base}/.well-known/skillvault-keys.json`,
  };
}
