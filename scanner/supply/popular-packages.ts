// Widely used npm and PyPI package names: a dependency spelled one slip away from one of them (a doubled
// letter, two letters swapped, a dropped hyphen, a trailing "s") is how typosquats are published
// (crossenv, loadsh, dotnev, reqeusts). The names themselves, and their real neighbours, are never flagged.

export const NPM_POPULAR: readonly string[] = [
  "react", "react-dom", "preact", "vue", "vuex", "angular", "svelte", "next", "nuxt", "express", "koa", "fastify", "hapi", "lodash",
  "lodash-es", "underscore", "ramda", "axios", "node-fetch", "got", "superagent", "request", "chalk", "colors", "kleur", "picocolors",
  "commander", "yargs", "minimist", "meow", "inquirer", "prompts", "ora", "debug", "dotenv", "cross-env", "cross-spawn", "execa",
  "rimraf", "mkdirp", "glob", "fast-glob", "globby", "minimatch", "micromatch", "chokidar", "fs-extra", "graceful-fs", "semver",
  "uuid", "nanoid", "moment", "dayjs", "date-fns", "luxon", "typescript", "ts-node", "tsx", "esbuild", "webpack", "rollup", "vite",
  "babel-core", "eslint", "prettier", "jest", "mocha", "chai", "sinon", "vitest", "supertest", "nodemon", "pm2", "body-parser",
  "cookie-parser", "cors", "helmet", "morgan", "winston", "pino", "jsonwebtoken", "bcrypt", "bcryptjs", "passport", "mongoose",
  "sequelize", "prisma", "knex", "pg", "mysql", "mysql2", "redis", "ioredis", "sqlite3", "socket.io", "ws", "zod", "yup", "joi",
  "ajv", "classnames", "clsx", "styled-components", "tailwindcss", "postcss", "autoprefixer", "sass", "less", "jquery", "bootstrap",
  "d3", "three", "rxjs", "immer", "redux", "react-redux", "zustand", "mobx", "graphql", "apollo-server", "electron", "puppeteer",
  "playwright", "cheerio", "jsdom", "marked", "markdown-it", "handlebars", "ejs", "pug", "mustache", "qs", "query-string",
  "form-data", "multer", "busboy", "sharp", "jimp", "openai", "@anthropic-ai/sdk", "stripe", "aws-sdk", "firebase", "twilio",
  "nodemailer", "discord.js", "node-cron", "cron", "async", "bluebird", "through2", "readable-stream", "event-stream", "ethers",
  "web3", "bignumber.js", "crypto-js", "node-forge", "tslib", "core-js", "regenerator-runtime", "react-hook-form", "formik",
];

export const PYPI_POPULAR: readonly string[] = [
  "requests", "urllib3", "httpx", "aiohttp", "flask", "django", "fastapi", "starlette", "uvicorn", "gunicorn", "numpy", "pandas",
  "scipy", "matplotlib", "seaborn", "plotly", "scikit-learn", "tensorflow", "torch", "torchvision", "keras", "transformers",
  "datasets", "tokenizers", "openai", "anthropic", "langchain", "pydantic", "sqlalchemy", "psycopg2", "psycopg2-binary", "pymysql",
  "redis", "celery", "boto3", "botocore", "s3transfer", "google-cloud-storage", "azure-storage-blob", "pyyaml", "toml", "tomli",
  "python-dotenv", "python-dateutil", "pytz", "arrow", "pendulum", "click", "typer", "rich", "colorama", "termcolor", "tqdm",
  "jinja2", "markupsafe", "beautifulsoup4", "lxml", "html5lib", "selenium", "playwright", "scrapy", "pillow", "opencv-python",
  "pytest", "pytest-cov", "coverage", "tox", "nox", "black", "isort", "flake8", "pylint", "mypy", "ruff", "setuptools", "wheel",
  "pip", "virtualenv", "poetry", "twine", "cryptography", "pycryptodome", "paramiko", "bcrypt", "pyjwt", "jsonschema", "attrs",
  "six", "certifi", "idna", "charset-normalizer", "chardet", "packaging", "pyparsing", "docutils", "sphinx", "werkzeug",
  "itsdangerous", "grpcio", "protobuf", "websockets", "websocket-client", "pyzmq", "psutil", "pexpect", "docker", "kubernetes",
  "fabric", "invoke", "ansible", "pygments", "prompt-toolkit", "ipython", "jupyter", "notebook", "nltk", "spacy", "gensim",
  "networkx", "sympy", "xlrd", "openpyxl", "python-docx", "reportlab", "pypdf2", "pymongo", "elasticsearch", "tenacity",
  "backoff", "loguru", "structlog", "orjson", "ujson", "simplejson", "msgpack", "pyarrow", "polars", "dask", "numba", "web3",
];

const NPM = new Set(NPM_POPULAR);
const PYPI = new Set(PYPI_POPULAR);

function norm(s: string): string {
  return s.toLowerCase().replace(/[-_.]/g, "");
}

/** The popular name `name` is a slip of, by the typosquatter's usual edits only, or undefined. */
function slipOf(name: string, popular: readonly string[], known: ReadonlySet<string>): string | undefined {
  const n = name.toLowerCase();
  if (known.has(n) || n.length < 4) return undefined;
  for (const p of popular) {
    if (p.length < 4 || Math.abs(p.length - n.length) > 1) continue;
    // a dropped or added separator (crossenv, python3-dateutil → same letters)
    if (norm(n) === norm(p) && n !== p) return p;
    if (n.length === p.length) {
      // two neighbouring letters swapped (loadsh, dotnev, reqeusts)
      let d = -1;
      let diffs = 0;
      for (let i = 0; i < n.length && diffs <= 2; i++) {
        if (n[i] === p[i]) continue;
        diffs++;
        if (d === -1) d = i;
      }
      if (diffs === 2 && d + 1 < n.length && n[d] === p[d + 1] && n[d + 1] === p[d]) return p;
    } else if (n.length === p.length + 1) {
      // a letter doubled (commmander, expresss) or an "s" added (chalks)
      let i = 0;
      while (i < p.length && n[i] === p[i]) i++;
      if (n.slice(i + 1) === p.slice(i) && (n[i] === n[i - 1] || n[i] === n[i + 1] || (i === p.length && n[i] === "s"))) return p;
    }
  }
  return undefined;
}

export function npmTyposquat(name: string): string | undefined {
  return slipOf(name.replace(/^@[\w.-]{1,60}\//, ""), NPM_POPULAR, NPM);
}

export function pypiTyposquat(name: string): string | undefined {
  return slipOf(name, PYPI_POPULAR, PYPI);
}
