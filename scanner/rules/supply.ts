// Supply chain: package managers pointed at other registries, look-alike skill names and installs,
// and payloads that only run at a date or in CI/production (the host classes live in ../hosts.ts).
import { findUrls, hostMatches, isPrivateIpv4, parseIpv4, type UrlRef } from "../hosts";
import { looksAlike } from "../supply/lookalike-name";
import { npmTyposquat, pypiTyposquat } from "../supply/popular-packages";
import { detector, guarded, isCodeLike } from "./helpers";
import { supplyRules } from "./meta/supply";
import type { DetectEnv, Line, LineOut, RuleGroup } from "./types";

/** Registries and mirrors that are official or widely used; a redirect to them is routine. */
const KNOWN_REGISTRIES = [
  "pypi.org",
  "pypi.python.org",
  "files.pythonhosted.org",
  "download.pytorch.org",
  "pypi.nvidia.com",
  "pypi.ngc.nvidia.com",
  "data.pyg.org",
  "pypi.tuna.tsinghua.edu.cn",
  "mirrors.aliyun.com",
  "mirrors.cloud.tencent.com",
  "repo.huaweicloud.com",
  "mirror.baidu.com",
  "pypi.douban.com",
  "mirrors.ustc.edu.cn",
  "registry.npmjs.org",
  "registry.npmjs.com",
  "registry.yarnpkg.com",
  "registry.npmmirror.com",
  "npm.pkg.github.com",
  "registry.npm.taobao.org",
  "proxy.golang.org",
  "goproxy.cn",
  "goproxy.io",
  "rubygems.org",
  "gems.ruby-china.com",
  "crates.io",
  "index.crates.io",
  "jsr.io",
  "jfrog.io",
  "pkg.dev",
  "pkgs.dev.azure.com",
  "amazonaws.com",
  "gitlab.com",
  "github.com",
  "repo.anaconda.com",
  "conda.anaconda.org",
  "pypi.anaconda.org",
  "wheels.myhloli.com",
];

function registryConfidence(u: UrlRef): number {
  const ip = parseIpv4(u.host);
  if (ip) return isPrivateIpv4(ip) ? 0.2 : 0.95;
  if (u.host === "localhost" || /\.(?:internal|local|lan|corp|intranet|home|test|example)$/.test(u.host) || !u.host.includes(".")) return 0.2;
  if (hostMatches(u.host, KNOWN_REGISTRIES)) return 0.2;
  return u.scheme === "http" ? 0.9 : 0.85;
}

const PIP =
  /\b(?:pip[0-9.]{0,4}|pipx|uv\s{1,3}pip|uv|poetry|pdm|conda|mamba|easy_install)\b[^\n]{0,200}?(?:--(?:extra-)?index-url|-i|--find-links|-f|--trusted-host)(?:\s{1,3}|=)["']?(https?:\/\/[^\s"'`]{1,300})/i;
const PIP_CONF = /^\s{0,8}(?:--)?(?:extra-)?(?:index-url|index_url|find-links|extra_index_url)\s{0,3}[=\s]\s{0,3}["']?(https?:\/\/[^\s"'`]{1,300})/i;
const PIP_ENV =
  /\b(?:PIP_(?:EXTRA_)?INDEX_URL|UV_(?:EXTRA_)?INDEX_URL|UV_DEFAULT_INDEX|POETRY_REPOSITORIES_\w{1,40}_URL)\s{0,2}=\s{0,2}["']?(https?:\/\/[^\s"'`]{1,300})/i;
const NPM =
  /\b(?:npm|pnpm|yarn|bun)\b[^\n]{0,80}?(?:config\s{1,3}set\s{1,3}(?:@[\w-]{1,60}:)?registry|--registry|npmRegistryServer)(?:\s{1,3}|=)["']?(https?:\/\/[^\s"'`]{1,300})/i;
const NPMRC =
  /(?:^|["'\s])(?:@[\w-]{1,60}:)?registry\s{0,2}=\s{0,2}["']?(https?:\/\/[^\s"'`]{1,300})|\bnpmRegistryServer:\s{0,3}["']?(https?:\/\/[^\s"'`]{1,300})|\bnpm_config_registry\s{0,2}=\s{0,2}["']?(https?:\/\/[^\s"'`]{1,300})/i;
const GO = /\bGOPROXY\s{0,2}=\s{0,2}["']?(https?:\/\/[^\s,|"'`]{1,300})/i;
const GO_OFF = /\b(?:GOSUMDB\s{0,2}=\s{0,2}off|GONOSUMDB\s{0,2}=\s{0,2}["']?\*|GOFLAGS\s{0,2}=\s{0,2}["']?-insecure|GOINSECURE\s{0,2}=\s{0,2}["']?\*)/i;
const GEM = /\bgem\s{1,3}sources?\s{1,3}(?:-a|--add)\s{1,3}["']?(https?:\/\/[^\s"'`]{1,300})|^\s{0,4}source\s{1,3}["'](https?:\/\/[^"'\s]{1,300})["']/i;
const CARGO = /\breplace-with\s{0,2}=|^\s{0,4}registry\s{0,2}=\s{0,2}["'](https?:\/\/[^"'\s]{1,300})/i;
const URL_DEP = /^\s{0,12}"[@\w./-]{1,120}"\s{0,2}:\s{0,2}"(https?:\/\/[^"\s]{1,300}\.(?:tgz|tar\.gz|zip))"/i;

const CONFIG_FILE =
  /(?:^|\/)(?:pip\.conf|pip\.ini|requirements[\w.-]{0,40}\.txt|constraints[\w.-]{0,30}\.txt|\.npmrc|\.yarnrc(?:\.yml)?|config\.toml|Gemfile|package\.json|\.pypirc|uv\.toml|pyproject\.toml)$/i;

function redirect(line: Line, out: LineOut, index: number, url: string | undefined, what: string, base?: number): void {
  const u = url ? findUrls(url)[0] : undefined;
  const conf = base ?? (u ? registryConfidence(u) : 0.6);
  out.hit("supply-registry-redirect", index, Math.max(1, url?.length ?? 10), conf, `${what}${u ? ` to ${u.host}` : ""}`);
}

const INSTALL =
  /\b(?:clawhub|clawdhub|openclaw\s{1,3}skills?|npx\s{1,3}(?:-y\s{1,3})?(?:skills|clawhub|add-skill)(?:@[\w.-]{1,20})?|skills)\s{1,3}(?:install|add|i)\s{1,3}((?:-{1,2}[\w-]{1,20}\s{1,3}){0,3})(@?[\w][\w./@-]{1,80})/i;

function typosquat(env: DetectEnv, name: string): string | undefined {
  const popular = env.popularSkills;
  if (!popular || popular.length === 0) return undefined;
  const slug = name
    .toLowerCase()
    .replace(/^@[\w-]+\//, "")
    .replace(/^[\w-]+\//, "")
    .replace(/@[\w.-]*$/, "");
  if (popular.includes(slug)) return undefined;
  return popular.find((p) => looksAlike(slug, p));
}

const GATE =
  /\$\(\s{0,2}date\b[^)]{0,40}\)\s{0,3}["']?\s{0,3}-(?:gt|ge|lt|le)\b|\bdate\s{1,3}\+%s\b[^\n]{0,40}-(?:gt|ge)\b|\[\s{1,3}-n\s{1,3}["']?\$\{?(?:CI|GITHUB_ACTIONS|GITLAB_CI|BUILDKITE|JENKINS_URL|CIRCLECI|TRAVIS)\b|\$\{?(?:CI|GITHUB_ACTIONS|GITLAB_CI)\}?["']?\s{0,3}={1,2}\s{0,3}["']?true|case\s{1,3}["']?\$\{?(?:HOME|USER|HOSTNAME|PWD)\}?["']?\s{1,3}in|\bos\.environ(?:\.get)?\s{0,2}[([]\s{0,2}["'](?:CI|GITHUB_ACTIONS|GITLAB_CI|PROD\w{0,20}|ENV|HOSTNAME)["']|\bprocess\.env\.(?:CI|GITHUB_ACTIONS|GITLAB_CI|NODE_ENV\s{0,3}={2,3}\s{0,3}["']production)|\b(?:(?:datetime\.)?(?:datetime|date)\.(?:now|today|utcnow)\(\)|time\.time\(\)|Date\.now\(\)|new\s{1,3}Date\(\)|Sys\.(?:Date|time)\(\)|time\.Now\(\)|LocalDate\.now\(\)|DateTime\.(?:Now|UtcNow|Today))\s{0,3}[<>]=?\s{0,3}[\w(.'"-]{4,40}|\b(?:process\.|Bun\.|Deno\.)?env\.(?:CI|GITHUB_ACTIONS|GITLAB_CI)\s{0,3}(?:={2,3}|&&|\|\|)|\bSystem\.getenv\(\s{0,2}["'](?:CI|GITHUB_ACTIONS|GITLAB_CI)["']\s{0,2}\)\s{0,3}(?:!=|==)|\b(?:socket\.gethostname|os\.getlogin|getpass\.getuser)\(\)[^\n]{0,40}\b(?:in|==|startswith)\b/;
/** Region gates: the payload only for some time zones or languages (geo-targeted wipers and stealers). */
const REGION_GATE =
  /\bresolvedOptions\(\)\.(?:timeZone|locale)\b[^\n]{0,60}(?:===?|!==?|\.test\(|includes\()|\b(?:includes|test)\(\s{0,2}(?:tz|timeZone|locale|lang)\s{0,2}\)|\btime\.tzname\b[^\n]{0,40}\b(?:in|==)\b|\blocale\.getlocale\(\)[^\n]{0,40}\b(?:in|==|startswith)\b|\bGet-(?:TimeZone|Culture|WinSystemLocale)\b[^\n]{0,60}-(?:eq|match|like|in)\b|\$\{?(?:TZ|LANG|LC_ALL)\}?["']?\s{0,3}(?:={1,2}|-eq)\s{0,3}["']?(?:Europe|Asia|ru|uk|fa|zh|be)/;

const PKG_INSTALL =
  /\b(npm\s{1,3}(?:install|i|add)|pnpm\s{1,3}(?:add|install|i)|yarn\s{1,3}add|bun\s{1,3}(?:add|install|i)|pip[0-9.]{0,4}\s{1,3}install|uv\s{1,3}(?:pip\s{1,3}install|add)|poetry\s{1,3}add)\s{1,3}(["']?[@\w.\-/=<>~[\]]{1,120}["']?(?:\s{1,3}["']?[@\w.\-/=<>~[\]]{1,120}["']?){0,11})/;

// Skipped on lines without the words they need (rules/word-filter.ts).
const install = guarded(INSTALL);
const gate = guarded(GATE);

export const supply: RuleGroup = {
  group: "supply chain",
  rules: supplyRules,
  line: [
    detector(
      [
        "index-url",
        "index_url",
        "pip install -i",
        "pip3 install -i",
        "find-links",
        "trusted-host",
        "registry",
        "goproxy",
        "gosumdb",
        "gonosumdb",
        "goflags",
        "goinsecure",
        "gem source",
        "replace-with",
        "source '",
        'source "',
        '.tgz"',
        '.tar.gz"',
        "uv_",
        "pip_",
      ],
      (line, _env, out) => {
        if (!isCodeLike(line, 0) && !/`/.test(line.text) && !CONFIG_FILE.test(line.file)) return;
        const t = line.text;
        let m: RegExpExecArray | null;
        if ((m = PIP.exec(t))) return redirect(line, out, m.index, m[1], "Python installs redirected");
        if ((m = PIP_ENV.exec(t))) return redirect(line, out, m.index, m[1], "Python installs redirected");
        if ((m = NPM.exec(t))) return redirect(line, out, m.index, m[1], "npm installs redirected");
        if ((m = GO.exec(t))) return redirect(line, out, m.index, m[1], "Go module proxy redirected");
        if ((m = GO_OFF.exec(t))) return redirect(line, out, m.index, undefined, "Go checksum database switched off", 0.7);
        if ((m = GEM.exec(t))) return redirect(line, out, m.index, m[1] ?? m[2], "RubyGems source added");
        const conf = CONFIG_FILE.test(line.file);
        const writes = /(?:>>?|\btee\b|cat\s{1,3}>|\bset\b|--global)/.test(t) || conf || line.context === "fenced";
        if (writes && (m = PIP_CONF.exec(t)) && !/^\s{0,8}--?(?:extra-)?index-url\s{1,3}\$/.test(t))
          return redirect(line, out, m.index, m[1], "Python package index set");
        if (writes && (m = NPMRC.exec(t))) return redirect(line, out, m.index, m[1] ?? m[2] ?? m[3], "npm registry set");
        if ((conf || line.context === "fenced") && (m = CARGO.exec(t)))
          return redirect(line, out, m.index, m[1], "Cargo source replaced", m[1] ? undefined : 0.5);
        if (/(?:^|\/)package\.json$/i.test(line.file) && (m = URL_DEP.exec(t))) {
          const u = findUrls(m[1]!)[0];
          if (u && !/^(?:github\.com|codeload\.github\.com|registry\.npmjs\.org)$/.test(u.host))
            redirect(line, out, m.index, m[1], "Dependency fetched from an arbitrary URL");
        }
      },
    ),
    detector(
      [
        "npm i",
        "npm install",
        "npm add",
        "pnpm add",
        "pnpm i",
        "yarn add",
        "bun add",
        "bun i",
        "pip install",
        "pip3 install",
        "uv add",
        "uv pip install",
        "poetry add",
      ],
      (line, _env, out) => {
        // Packages installed by name on a command line, against the popular npm and PyPI names.
        if (!isCodeLike(line, 0) && !line.text.includes("`")) return;
        const m = PKG_INSTALL.exec(line.text);
        if (!m) return;
        const pypi = /pip|uv|poetry/.test(m[1]!);
        let at = m.index + m[0].length - m[2]!.length;
        for (const word of m[2]!.split(/(\s{1,3})/)) {
          const name = word
            .replace(/^["']|["']$/g, "")
            .replace(/(?:==|>=|<=|~=|\[).{0,40}$/, "")
            .replace(/(?<=.)@[^@/]{0,40}$/, "");
          const popular = name && !name.startsWith("-") ? (pypi ? pypiTyposquat(name) : npmTyposquat(name)) : undefined;
          if (popular) out.hit("supply-typosquat", at, word.length, 0.7, `Installs "${name}", a look-alike of the popular package "${popular}"`);
          at += word.length;
        }
      },
    ),
    detector(["install", " add ", " i "], (line, env, out) => {
      if (env.popularSkills.length === 0) return;
      const m = install(line.text);
      if (!m) return;
      const target = typosquat(env, m[2] ?? "");
      if (target) out.hit("supply-typosquat", m.index, m[0].length, 0.85, `Installs "${m[2]}", a look-alike of the popular skill "${target}"`);
    }),
    detector(
      [
        "$(date",
        "date +%s",
        "$ci",
        "${ci",
        "github_actions",
        "gitlab_ci",
        "$home",
        "${home",
        "$user",
        "${user",
        "$hostname",
        "os.environ",
        "process.env.",
        "time.time()",
        "date.now()",
        "new date()",
        "datetime.now",
        "datetime.today",
        "datetime.utcnow",
        "date.today",
        "sys.date",
        "sys.time",
        "time.now",
        "localdate.now",
        "env.ci",
        "env.github_actions",
        "env.gitlab_ci",
        "getenv(",
        "gethostname",
        "getlogin",
        "getuser",
      ],
      (line, _env, out) => {
        if (!isCodeLike(line, 0)) return;
        const m = gate(line.text);
        if (m) out.signal("gate", m.index, m[0].slice(0, 60));
      },
    ),
    detector(
      [
        "resolvedoptions",
        "includes(tz",
        "includes(locale",
        "includes(timezone",
        "test(locale",
        "test(tz",
        "tzname",
        "getlocale",
        "get-timezone",
        "get-culture",
        "get-winsystemlocale",
        "$tz",
        "${tz",
        "$lang",
        "${lang",
        "$lc_all",
      ],
      (line, _env, out) => {
        if (!isCodeLike(line, 0)) return;
        const m = REGION_GATE.exec(line.text);
        if (m) out.signal("gate", m.index, m[0].slice(0, 60));
      },
    ),
  ],
};

export function checkTyposquatName(name: string | undefined, env: DetectEnv): string | undefined {
  return name ? typosquat(env, name) : undefined;
}
