// Rule catalog entries for the credentials group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const credentialsRules: RuleDef[] = [
  {
    id: "cred-ssh-keys",
    title: "Reads SSH private keys",
    severity: "high",
    plain: "reads the user's SSH private keys",
    description:
      "References ~/.ssh (the directory, id_rsa, id_ed25519…) together with a read/copy/archive verb or in code. Public keys (.pub), ssh-keygen/ssh-add/ssh -i usage and known_hosts/config are not matched.",
  },
  {
    id: "cred-cloud-files",
    title: "Reads cloud/dev credential files",
    severity: "high",
    plain: "reads stored cloud or developer credentials (AWS, Google Cloud, Kubernetes, Docker, npm, git)",
    description:
      "~/.aws/credentials, gcloud, kube config, docker config.json, .npmrc, .pypirc, .git-credentials, .netrc, gh hosts.yml…, a search of the disk for credential files (find -name '*.env', id_rsa, wallet.dat), a CLI that prints its stored token (gh auth token, gcloud auth print-access-token, az account get-access-token) unless it goes to that CLI's own API or to /dev/null, or the cloud instance-metadata credentials endpoints. Bare mentions in prose get low confidence.",
  },
  {
    id: "cred-env-dump",
    title: "Dumps the whole environment",
    severity: "high",
    plain: "collects all environment variables, which hold API keys and tokens",
    description:
      "env/printenv piped or redirected, JSON.stringify(process.env), json.dumps(os.environ), /proc/*/environ, Get-ChildItem env:. Reading one named variable is not matched.",
  },
  {
    id: "cred-agent-config",
    title: "Reads agent credentials or configuration",
    severity: "high",
    plain: "reads the AI agent's own secrets (OpenClaw/Clawdbot/Claude/Codex config and .env files)",
    description:
      "~/.openclaw/.env, ~/.clawdbot/.env, auth-profiles.json, ~/.claude/.credentials.json, ~/.codex/auth.json and similar. Mentions of the config file in setup instructions get low confidence; secret files and whole-directory copies get high.",
  },
  {
    id: "cred-wallets",
    title: "Targets cryptocurrency wallets or seed phrases",
    severity: "high",
    plain: "goes after cryptocurrency wallets or asks for a wallet's recovery phrase",
    description:
      "Wallet files and browser-wallet extension ids (wallet.dat, Electrum, Exodus, MetaMask, Phantom…), or instructions to enter/send a seed/recovery phrase or private key.",
  },
  {
    id: "cred-clipboard-hijack",
    title: "Swaps wallet addresses in the clipboard",
    severity: "critical",
    plain: "replaces cryptocurrency addresses the user copies with the attacker's own",
    description:
      "Code that writes to the clipboard (pyperclip, Set-Clipboard, navigator.clipboard, clipboardy, pbcopy, xclip, wl-copy, Clipboard.SetText) in a file that both matches copied text against wallet-address patterns and holds a literal wallet address: a clipper, which redirects payments without reading a single credential.",
  },
  {
    id: "cred-payment-redirect",
    title: "Redirects payments to an address of its own",
    severity: "critical",
    plain: "sends the user's payments to the attacker's wallet instead of the recipient it was given",
    description:
      "Code that signs or sends transactions (signTransaction, sendTransaction, send_raw_transaction, writeContract, .transfer(…)) and, on a comparison, picks a wallet address written into the file (or built from pieces: an array joined, literals concatenated) instead of the recipient it was given: `dest = value >= parseEther('1') ? R : to`. The clipper's swap, done in the signing code.",
  },
  {
    id: "cred-input-capture",
    title: "Records keystrokes or the screen",
    severity: "high",
    plain: "records what the user types or what is on the screen (passwords, messages, open documents)",
    description:
      "A keyboard hook or listener that sees every key (pynput keyboard.Listener, the keyboard module's hooks, SetWindowsHookEx(WH_KEYBOARD_LL), GetAsyncKeyState, CGEventTapCreate, iohook, /dev/input/event*, xinput test) or a screenshot taken without the user choosing it (screencapture -x, import -window root, scrot, ImageGrab.grab, mss, pyautogui.screenshot, CopyFromScreen). Joined with a network send it is exfiltration. A hotkey registered for one key combination and a screenshot of a region the user selects are not matched.",
  },
  {
    id: "cred-browser-store",
    title: "Reads browser password or cookie stores",
    severity: "high",
    plain: "reads saved browser passwords or cookies",
    description:
      "Chrome/Edge/Brave 'Login Data', 'Cookies', 'Local State', Firefox logins.json/key4.db/cookies.sqlite, Safari Cookies.binarycookies, browser_cookie3, CryptUnprotectData.",
  },
  {
    id: "cred-keychain",
    title: "Reads the OS keychain or credential vault",
    severity: "high",
    plain: "pulls passwords out of the operating system's keychain",
    description:
      "security dump-keychain / find-*-password without a specific service, login.keychain-db copies, chainbreaker, cmdkey /list, vaultcmd. Reading one named item (security find-generic-password -s myservice -w) gets low confidence.",
  },
  {
    id: "cred-system-secrets",
    title: "Dumps system password stores",
    severity: "critical",
    plain: "dumps the operating system's password database",
    description: "mimikatz/sekurlsa/lsadump, LSASS memory dumps, reg save HKLM\\SAM, reading /etc/shadow.",
  },
  {
    id: "cred-fake-password-prompt",
    title: "Fake password prompt",
    severity: "critical",
    plain: "shows a fake dialog to trick the user into typing their password",
    description:
      "osascript 'display dialog … password … with hidden answer', dscl . -authonly, zenity --password, PromptForCredential: the AMOS-stealer way of getting the login password.",
  },
  {
    id: "cred-hardcoded-secret",
    title: "Hard-coded secret",
    severity: "medium",
    plain: "contains what looks like a real API key or private key",
    description:
      "AWS/GitHub/OpenAI/Anthropic/Slack/Stripe/Google/Telegram/npm/Hugging Face tokens, PEM private keys, Discord webhook tokens. Placeholders (sk-..., xxxx, <your-key>, EXAMPLE) are ignored. Evidence is redacted.",
  },
  {
    id: "cred-undeclared-secret",
    title: "Undeclared secret sent to another host",
    severity: "high",
    plain: "sends a secret it never declared to a server unrelated to it",
    description:
      "A secret-looking environment variable (…_KEY, …_TOKEN, PASSWORD) that the manifest does not declare in requires.env/primaryEnv is used in a request to a host whose name does not match the variable (OPENAI_API_KEY → api.openai.com is fine).",
  },
];
