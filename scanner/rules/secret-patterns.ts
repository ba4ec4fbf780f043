// Shapes of real API tokens and private keys (cred-hardcoded-secret), each with a base confidence.

export const SECRET_SPECS: Array<[RegExp, number]> = [
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, 0.8],
  [/\bgh[pousr]_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,90}\b/, 0.85],
  [/\bsk-ant-(?:api|admin|oat)\d{2}-[A-Za-z0-9_-]{40,120}|\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{40,200}\b/, 0.8],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,80}/, 0.8],
  [/\b[sr]k_live_[A-Za-z0-9]{20,99}\b/, 0.85],
  [/\bAIza[0-9A-Za-z_-]{35}\b/, 0.7],
  [/\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/, 0.8],
  [/-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/, 0.85],
  [/\bnpm_[A-Za-z0-9]{36}\b|\bhf_[A-Za-z0-9]{34}\b/, 0.75],
  [/discord(?:app)?\.com\/api\/webhooks\/\d{15,20}\/[\w-]{60,70}/, 0.8],
  [
    /\b(?:api[_-]?key|secret[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|password|passwd)["']?\s{0,3}[:=]\s{0,3}["'][A-Za-z0-9_\-+/.]{24,100}["']/i,
    0.5,
  ],
];
